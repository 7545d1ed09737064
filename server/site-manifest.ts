import { z } from "zod";

/** Written by the host integration (scripts/integrations/site-host.ts) beside `<build>/client`; read by the servers. */
export const siteManifestSchema = z.strictObject({
  /** Pre-rendered pages by URL path ("/", "/about", "/404"), with their file and inline-script hashes. */
  pages: z.record(
    z.string(),
    z.strictObject({
      file: z.string(),
      scriptHashes: z.array(z.string()),
      /** "editor": the browser editor's own policy (/admin); absent: the site's. */
      policy: z.enum(["editor"]).optional(),
      /** The page runs WebAssembly (the search page's Pagefind): `'wasm-unsafe-eval'` in its script-src. */
      wasm: z.literal(true).optional(),
    }),
  ),
  emailApiOrigin: z.string().nullable(),
  /** Where the browser editor may connect and load images from (its saving backend), beside its own origin. */
  editorOrigins: z.strictObject({ connect: z.array(z.string()), img: z.array(z.string()) }).optional(),
});

export type SiteManifest = z.infer<typeof siteManifestSchema>;

export const SITE_MANIFEST_FILE = "site-manifest.json";
