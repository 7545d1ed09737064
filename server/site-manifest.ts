import { z } from "zod";

/** Written by scripts/postbuild.ts beside build/client; read by the server at start-up. */
export const siteManifestSchema = z.strictObject({
  /** Pre-rendered pages by URL path ("/", "/about", "/404"), with their file and inline-script hashes. */
  pages: z.record(z.string(), z.strictObject({ file: z.string(), scriptHashes: z.array(z.string()) })),
  emailApiOrigin: z.string().nullable(),
});

export type SiteManifest = z.infer<typeof siteManifestSchema>;

export const SITE_MANIFEST_FILE = "site-manifest.json";

/**
 * React Router's shell with no route rendered (root data only). The server answers a full load of an
 * unknown service or template id with it, so the page renders that route's own not-found screen.
 */
export const SPA_FALLBACK_FILE = "__spa-fallback.html";
