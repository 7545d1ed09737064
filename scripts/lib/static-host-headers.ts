import { TRANSLATED_LOCALES } from "#contracts/locales.ts";
import { baseHeaders, CACHE_IMMUTABLE, CACHE_REVALIDATE, documentHeaders } from "#server/security-headers.ts";
import type { SiteManifest } from "#server/site-manifest.ts";

/**
 * The `_headers` file of the edge's static assets (Cloudflare Workers Static Assets; Netlify reads the same
 * format), written by the build from the policy the Node server sends (server/security-headers.ts), so the
 * policy exists once:
 * - every response: the base headers and the document headers that are the same for every page;
 * - every response also gets the not-found page's Content-Security-Policy, because the platform serves that
 *   page for any unknown address; each page detaches it (`! Content-Security-Policy`) and sets its own;
 * - hashed build files (`/_astro/`) are cached for a year, pages revalidate;
 * - another language's pages (`/si/…`) share one rule for the headers most of them send (a page that sends
 *   others, such as the search page, adds its own after it, detaching the policy): the platform reads at most
 *   100 rules (MAX_RULES), and the site has four languages of pages. More rules stop the build.
 */
const MAX_RULES = 100;

export function staticHostHeaders(manifest: SiteManifest): string {
  const policyOf = (page: SiteManifest["pages"][string] | undefined) =>
    documentHeaders({
      scriptHashes: page?.scriptHashes ?? [],
      emailApiOrigin: manifest.emailApiOrigin,
      policy: page?.policy,
      wasm: page?.wasm,
      editorOrigins: manifest.editorOrigins,
    });
  const { "Content-Security-Policy": notFoundPolicy = "", ...sameForEveryPage } = policyOf(
    manifest.pages["/404"],
  );
  const block = (path: string, lines: string[]) =>
    `${path}\n${lines.map((line) => `  ${line}`).join("\n")}\n`;
  const headerLines = (headers: Record<string, string>) =>
    Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  const pageRules = new Map(
    Object.entries(manifest.pages).map(([path, page]) => {
      const policy = policyOf(page)["Content-Security-Policy"];
      const ownPolicy =
        policy === notFoundPolicy ? [] : ["! Content-Security-Policy", `Content-Security-Policy: ${policy}`];
      return [path, [...ownPolicy, `Cache-Control: ${CACHE_REVALIDATE}`]];
    }),
  );
  for (const locale of TRANSLATED_LOCALES) {
    const prefix = `/${locale}`;
    const paths = [...pageRules.keys()].filter((path) => path === prefix || path.startsWith(`${prefix}/`));
    // The headers most of the language's pages send; a page that sends others (the search page) keeps its
    // own rule after the language's, detaching the policy it inherits from it.
    const bodyOf = (path: string) => pageRules.get(path)!.join("\n");
    const counts = new Map<string, number>();
    for (const path of paths) counts.set(bodyOf(path), (counts.get(bodyOf(path)) ?? 0) + 1);
    const [common, count = 0] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
    if (count < 2) continue;
    const shared = paths.filter((path) => bodyOf(path) === common);
    const lines = pageRules.get(shared[0]!)!;
    const own = paths
      .filter((path) => bodyOf(path) !== common)
      .map((path) => [path, pageRules.get(path)!] as const);
    for (const path of paths) pageRules.delete(path);
    pageRules.set(prefix, lines);
    pageRules.set(`${prefix}/*`, lines);
    for (const [path, pathLines] of own) pageRules.set(path, pathLines);
  }
  const blocks = [
    block(
      "/*",
      headerLines({ ...baseHeaders, ...sameForEveryPage, "Content-Security-Policy": notFoundPolicy }),
    ),
    block("/_astro/*", headerLines({ "Cache-Control": CACHE_IMMUTABLE })),
    ...[...pageRules].map(([path, lines]) => block(path, lines)),
  ];
  if (blocks.length > MAX_RULES)
    throw new Error(
      `_headers would have ${blocks.length} rules; the platform reads the first ${MAX_RULES}: group pages that send the same headers.`,
    );
  return blocks.join("\n");
}
