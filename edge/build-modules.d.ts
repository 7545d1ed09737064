/** The build's assistant knowledge, bundled into the Worker (wrangler.jsonc `alias`). */
declare module "site-build:assistant-knowledge" {
  const knowledge: unknown;
  export default knowledge;
}

/** The forms' rules and words, bundled into the Worker (wrangler.jsonc `alias`). */
declare module "site-build:enquiry-forms" {
  const settings: unknown;
  export default settings;
}

/** The search records (contracts/search.ts), bundled into the Worker (wrangler.jsonc `alias`). */
declare module "site-build:search-records" {
  const records: unknown;
  export default records;
}
