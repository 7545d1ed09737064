import {
  baseHeaders,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  documentHeaders,
} from "../../server/security-headers.ts";
import type { SiteManifest } from "../../server/site-manifest.ts";

/**
 * A `_headers` file (Netlify / Cloudflare Pages format) carrying the policy the server sends, written from
 * the same source (server/security-headers.ts), so the policy exists once.
 */
export function staticHostHeaders(manifest: SiteManifest): string {
  const block = (path: string, headers: Record<string, string>) =>
    `${path}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join("\n")}\n`;
  const blocks = [
    block("/*", { ...baseHeaders }),
    block("/assets/*", { "Cache-Control": CACHE_IMMUTABLE }),
    ...Object.entries(manifest.pages).map(([path, page]) =>
      block(path, {
        ...documentHeaders({
          scriptHashes: page.scriptHashes,
          emailApiOrigin: manifest.emailApiOrigin,
          policy: page.policy,
          editorOrigins: manifest.editorOrigins,
        }),
        "Cache-Control": CACHE_REVALIDATE,
      }),
    ),
  ];
  return blocks.join("\n");
}
