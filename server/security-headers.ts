import { MESSAGING_APP_ORIGINS } from "#contracts/enquiry.ts";

/**
 * The site's security policy, written once: the server sends it, and the static-host headers file is
 * generated from it. Scripts run only from this origin or when their exact text was hashed at build time.
 */
export interface PolicyInputs {
  /** sha256 hashes ("sha256-…") of the page's inline scripts, computed after the build. */
  scriptHashes: readonly string[];
  /** The email service's API origin, only when the email service is configured. */
  emailApiOrigin?: string | null;
  /** "editor" for the browser editor's page (/admin): its own policy (editorContentSecurityPolicy). */
  policy?: "editor";
  /** The page runs WebAssembly (only the search page, for Pagefind): `'wasm-unsafe-eval'`, no other eval. */
  wasm?: boolean;
  /** Where the editor saves: origins it connects to and loads images from. */
  editorOrigins?: { connect: readonly string[]; img: readonly string[] };
}

export function contentSecurityPolicy({ scriptHashes, emailApiOrigin, wasm }: PolicyInputs): string {
  const connect = ["'self'", ...(emailApiOrigin ? [emailApiOrigin] : [])];
  const sources = [...(wasm ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes.map((hash) => `'${hash}'`)];
  return [
    "default-src 'self'",
    `script-src 'self' ${sources.join(" ")}`.trim(),
    // React sets style attributes and the toast library injects a stylesheet: styles may be inline.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    "manifest-src 'self'",
    "frame-src 'none'",
    "worker-src 'self'",
    // A form posted without JavaScript is answered with a 303 to the messaging app (server/forms/): the
    // browser checks each hop of that redirect against this list.
    `form-action 'self' ${MESSAGING_APP_ORIGINS.join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    // DOM XSS sinks (innerHTML, script URLs…) refuse plain strings. One policy exists, "default", which only
    // passes inert script text (JSON, React's empty script shell): src/lib/head-script/trusted-types-policy.ts.
    "require-trusted-types-for 'script'",
    "trusted-types default",
  ].join("; ");
}

/**
 * The browser editor's page (/admin, Decap CMS, loaded on no other page): its bundle needs `eval` and inserts
 * styles, and it renders content with innerHTML, so it may do what the site's pages may not. Everything else is
 * as strict: scripts only from this origin, no frames, no plugins, not framed; it may connect to its saving
 * backend (the local proxy, GitHub's API) and read and show uploaded photos (blob:). Its GitHub sign-in is a
 * popup on this origin (/api/auth), hence COOP `same-origin-allow-popups` on this page alone.
 */
export function editorContentSecurityPolicy({ editorOrigins }: PolicyInputs): string {
  const list = (origins: readonly string[] = []) => origins.map((origin) => ` ${origin}`).join("");
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${list(editorOrigins?.img)}`,
    "font-src 'self'",
    // Uploaded photos are read back from blob: addresses before they are saved.
    `connect-src 'self' blob:${list(editorOrigins?.connect)}`,
    "manifest-src 'self'",
    "frame-src 'none'",
    "worker-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

/** Headers for every response. */
export const baseHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
} as const;

/** Headers for every HTML document, on top of the base headers. */
export function documentHeaders(inputs: PolicyInputs): Record<string, string> {
  return {
    "Content-Security-Policy":
      inputs.policy === "editor" ? editorContentSecurityPolicy(inputs) : contentSecurityPolicy(inputs),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    // The editor signs in through a popup that passes through GitHub and must still reach its opener.
    "Cross-Origin-Opener-Policy": inputs.policy === "editor" ? "same-origin-allow-popups" : "same-origin",
    "X-Frame-Options": "DENY",
  };
}

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "no-cache";
/** Files whose names stay the same between builds (icons, share images, template demos): a day, then revalidated. */
export const CACHE_SHORT = "public, max-age=86400";

/** Built files carry a content hash in their name (`/_astro/`): cached for a year. */
export function cacheControlFor(path: string): string {
  if (path.startsWith("/_astro/")) return CACHE_IMMUTABLE;
  if (/\.(?:avif|webp|jpe?g|png|svg|ico|woff2)$/.test(path)) return CACHE_SHORT;
  return CACHE_REVALIDATE;
}
