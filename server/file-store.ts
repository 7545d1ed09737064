import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";
import { getMimeType, mimes } from "hono/utils/mime";
import { COMPRESSIBLE } from "./site-routing.ts";

/** One form of a file as it is sent: its bytes and every header that goes with them, made once at start. */
interface Representation {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  headers: Record<string, string>;
  /** The headers of a 304: the validator, the caching rules and the extra headers, nothing about a body. */
  notModified: Record<string, string>;
}

/** A built file held in memory: the bytes as built, and its brotli and gzip forms when it has them. */
export interface StoredFile {
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
}

export interface FileInput {
  /** The file's name: its extension gives the content type and says whether it is text worth compressing. */
  name: string;
  body: Uint8Array<ArrayBuffer>;
  /** The build's precompressed forms; a text file without them is compressed here (small files, tests). */
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  cacheControl: string;
  /** More headers for every answer with this file (a page's security headers). */
  headers?: Record<string, string>;
}

/**
 * Content types by extension: Hono's list, plus what it lacks that the build writes (the editor's
 * `/admin/config.yml`). The same types Workers Static Assets give these files (wrangler's `mime` lookup, text
 * with `charset=utf-8`), so the two hosts agree.
 */
export const CONTENT_TYPES: Record<string, string> = {
  ...mimes,
  yaml: "text/yaml; charset=utf-8",
  yml: "text/yaml; charset=utf-8",
};

/** A strong validator: a digest of the exact bytes sent, so each encoding has its own. */
const etagOf = (body: Uint8Array) =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

export function storeFile({ name, body, br, gzip, cacheControl, headers = {} }: FileInput): StoredFile {
  if (COMPRESSIBLE.test(name)) {
    br ??= brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    gzip ??= gzipSync(body, { level: 9 });
  }
  const shared: Record<string, string> = { ...headers, "Cache-Control": cacheControl };
  if (br || gzip) shared.Vary = "Accept-Encoding";
  const contentType = getMimeType(name, CONTENT_TYPES) ?? "application/octet-stream";
  const represent = (bytes: Uint8Array<ArrayBuffer>, encoding?: "br" | "gzip"): Representation => {
    const etag = etagOf(bytes);
    return {
      body: bytes,
      etag,
      headers: {
        ...shared,
        ETag: etag,
        "Content-Type": contentType,
        "Content-Length": String(bytes.byteLength),
        ...(encoding ? { "Content-Encoding": encoding } : {}),
      },
      notModified: { ...shared, ETag: etag },
    };
  };
  return {
    identity: represent(body),
    ...(br ? { br: represent(br, "br") } : {}),
    ...(gzip ? { gzip: represent(gzip, "gzip") } : {}),
  };
}

/** How much the client wants a content coding (RFC 9110 §12.5.3): its q-value, `*` standing for any unnamed. */
export function acceptQuality(acceptEncoding: string, coding: "br" | "gzip"): number {
  let any = 0;
  for (const item of acceptEncoding.split(",")) {
    const [token = "", ...params] = item.split(";");
    const name = token.trim().toLowerCase();
    if (name !== coding && name !== "*") continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const quality = q ? Number(q.slice(2)) || 0 : 1;
    if (name === coding) return quality;
    any = quality;
  }
  return any;
}

/** The representation to send: brotli, else gzip, when the client accepts it and the file has it. */
export function negotiate(file: StoredFile, acceptEncoding = ""): Representation {
  if (file.br && acceptQuality(acceptEncoding, "br") > 0) return file.br;
  if (file.gzip && acceptQuality(acceptEncoding, "gzip") > 0) return file.gzip;
  return file.identity;
}

/** `If-None-Match` names this representation (weak comparison, as RFC 9110 §13.1.2 asks), or is `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer> | null;
}

/**
 * The answer to a GET or HEAD for a file in memory: no file-system call, no header work (the headers were made
 * at start). A matching `If-None-Match` gets 304, only where the answer would be 200.
 */
export function answer(
  file: StoredFile,
  status: 200 | 404,
  request: { method: string; acceptEncoding?: string; ifNoneMatch?: string },
): Answer {
  const representation = negotiate(file, request.acceptEncoding);
  if (status === 200 && matches(request.ifNoneMatch, representation.etag))
    return { status: 304, headers: representation.notModified, body: null };
  const body = request.method === "HEAD" ? null : representation.body;
  return { status, headers: representation.headers, body };
}

/** The same answer as a Response; its `Uint8Array` body the Node adapter writes straight to the socket. */
export function sendFile(c: Context, file: StoredFile, status: 200 | 404 = 200): Response {
  const { body, ...init } = answer(file, status, {
    method: c.req.method,
    acceptEncoding: c.req.header("Accept-Encoding"),
    ifNoneMatch: c.req.header("If-None-Match"),
  });
  return new Response(body, init);
}
