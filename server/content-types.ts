import { mimes } from "hono/utils/mime";

/**
 * Content types by extension: Hono's list, plus what it lacks that the build writes (the editor's
 * `/admin/config.yml`). The same types Workers Static Assets give these files (wrangler's `mime` lookup, text
 * with `charset=utf-8`), so the hosts agree: the Node server (server/built-files.ts) and the nginx recipe
 * (scripts/lib/nginx-site.ts) send these.
 */
export const CONTENT_TYPES: Record<string, string> = {
  ...mimes,
  yaml: "text/yaml; charset=utf-8",
  yml: "text/yaml; charset=utf-8",
};
