import { statSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";
import { etag, RETAINED_304_HEADERS } from "hono/etag";
import { getMimeType } from "hono/utils/mime";
import { CONTENT_TYPES } from "./content-types.ts";
import { baseHeaders, documentHeaders } from "./security-headers.ts";
import { COMPRESSIBLE } from "./site-routing.ts";

/**
 * The build's files from disk, read per request by @hono/node-server's `serveStatic`: the build's `.br`, else
 * `.gz`, form beside a text file when `Accept-Encoding` names it (`Vary`), the length, HEAD without a body,
 * byte ranges, and the library's refusal of any path that could leave the build (`..`, `\`, `//`, a `%` left
 * after decoding). Hono's `etag` middleware answers a matching `If-None-Match` with 304 (`revalidate`).
 */

/** serveStatic says which file it sent (the precompressed form's name when it sent one) through `onFound`. */
type Served = { Variables: { servedFile?: string } };
const onFound = (path: string, c: Context<Served>) => c.set("servedFile", path);

/** What is sent with a file besides what serveStatic writes: the site's headers and the answer's status. */
export interface SendAs {
  headers: Record<string, string>;
  status: 200 | 404;
}

/**
 * A weak validator from the file sent: its size and modification time, and its encoding, so each of a file's
 * forms has its own. Made from what serveStatic has already looked up, not from the bytes (which `etag` would
 * read and hash on every GET, and could not do for a HEAD, which has none).
 */
function validatorOf(file: string, encoding: string | null): string | undefined {
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats) return undefined;
  const time = Math.trunc(stats.mtimeMs).toString(16);
  return `W/"${stats.size.toString(16)}-${time}${encoding ? `-${encoding}` : ""}"`;
}

/**
 * serveStatic's answer with the site's headers, the content type of `name` from CONTENT_TYPES (Hono's list
 * lacks YAML), `Vary: Accept-Encoding` on every text file, the validator, and no `Last-Modified` (the server
 * answers `If-None-Match`, not `If-Modified-Since`). A not-found page goes with status 404 and whole: asked for a
 * range of it, the 404 goes without it.
 */
async function finish(c: Context<Served>, response: Response, name: string, { headers, status }: SendAs) {
  const answer = response.headers;
  for (const [header, value] of Object.entries(headers)) answer.set(header, value);
  answer.set("Content-Type", getMimeType(name, CONTENT_TYPES) ?? "application/octet-stream");
  if (COMPRESSIBLE.test(name)) answer.set("Vary", "Accept-Encoding");
  answer.delete("Last-Modified");
  const validator = validatorOf(c.get("servedFile") ?? "", answer.get("Content-Encoding"));
  if (validator) answer.set("ETag", validator);
  if (status === 200) return response;
  if (response.status === 200) return new Response(response.body, { status, headers: answer });
  await response.body?.cancel();
  return new Response(null, { status, headers: { ...headers, "Content-Type": answer.get("Content-Type")! } });
}

/** Sends the build's files: a file at its own address, and a page's file at any address. */
export function builtFileSender(clientDir: string) {
  const atAddress = serveStatic<Served>({ root: clientDir, precompressed: true, onFound });
  const nothingThere = async () => {};
  return {
    /** The file at the request's own path, or undefined where there is none (a folder is none). */
    async atAddress(c: Context, sendAs: SendAs): Promise<Response | undefined> {
      // serveStatic would answer a folder with its index.html: a folder's address is the site rules' (a
      // redirect to its page, or the not-found page). Asked first, as serveStatic leaves its headers on the
      // context for whatever answers next.
      if (statSync(join(clientDir, c.req.path), { throwIfNoEntry: false })?.isDirectory()) return undefined;
      const response = await atAddress(c, nothingThere);
      return response ? finish(c, response, c.req.path, sendAs) : undefined;
    },
    /** The file `file` (relative to the build's client folder), whatever the address asked. */
    async file(c: Context, file: string, sendAs: SendAs): Promise<Response | undefined> {
      const path = join(clientDir, file);
      const response = await serveStatic<Served>({ path, precompressed: true, onFound })(c, nothingThere);
      return response ? finish(c, response, file, sendAs) : undefined;
    },
  };
}

export type BuiltFileSender = ReturnType<typeof builtFileSender>;

/**
 * 304 for an `If-None-Match` that names the answer's validator (only for a 2xx, so never for a 404), keeping
 * the caching headers and the site's security headers (a page's CSP too), nothing about a body.
 */
export const revalidate = (): MiddlewareHandler =>
  etag({
    retainedHeaders: [
      ...RETAINED_304_HEADERS,
      ...Object.keys(baseHeaders),
      ...Object.keys(documentHeaders({ scriptHashes: [] })),
    ],
  });
