import {
  baseHeaders,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  documentHeaders,
} from "../../server/security-headers.ts";
import type { SiteManifest } from "../../server/site-manifest.ts";

/**
 * The `_headers` file of the edge's static assets (Cloudflare Workers Static Assets; Netlify reads the same
 * format), written by the build from the policy the Node server sends (server/security-headers.ts), so the
 * policy exists once:
 * - every response: the base headers and the document headers that are the same for every page;
 * - every response also gets the not-found page's Content-Security-Policy, because the platform serves that
 *   page for any unknown address; each page detaches it (`! Content-Security-Policy`) and sets its own;
 * - hashed build files (`/_astro/`) are cached for a year, pages revalidate.
 */
export function staticHostHeaders(manifest: SiteManifest): string {
  const policyOf = (page: SiteManifest["pages"][string] | undefined) =>
    documentHeaders({
      scriptHashes: page?.scriptHashes ?? [],
      emailApiOrigin: manifest.emailApiOrigin,
      policy: page?.policy,
      editorOrigins: manifest.editorOrigins,
    });
  const { "Content-Security-Policy": notFoundPolicy = "", ...sameForEveryPage } = policyOf(
    manifest.pages["/404"],
  );
  const block = (path: string, lines: string[]) =>
    `${path}\n${lines.map((line) => `  ${line}`).join("\n")}\n`;
  const headerLines = (headers: Record<string, string>) =>
    Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  const blocks = [
    block(
      "/*",
      headerLines({ ...baseHeaders, ...sameForEveryPage, "Content-Security-Policy": notFoundPolicy }),
    ),
    block("/_astro/*", headerLines({ "Cache-Control": CACHE_IMMUTABLE })),
    ...Object.entries(manifest.pages).map(([path, page]) => {
      const policy = policyOf(page)["Content-Security-Policy"];
      const ownPolicy =
        policy === notFoundPolicy ? [] : ["! Content-Security-Policy", `Content-Security-Policy: ${policy}`];
      return block(path, [...ownPolicy, `Cache-Control: ${CACHE_REVALIDATE}`]);
    }),
  ];
  return blocks.join("\n");
}
