/**
 * What a built page carries, in bytes as stored (before compression): its HTML file, the CSS inside it, the
 * stylesheets it links, and its inline script (executable inline `<script>`s, not JSON-LD or speculation rules).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

export interface PageBytes {
  html: number;
  inlineCss: number;
  externalCss: number;
  inlineScript: number;
}

const size = (text: string) => Buffer.byteLength(text, "utf8");
const EXECUTABLE = /^(?:|module|text\/javascript|application\/javascript)$/i;

/** The bytes of `html`, reading the stylesheets it links from `root` (the site's folder). */
export function bytesOfHtml(html: string, root: string): PageBytes {
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].reduce(
    (sum, [, css = ""]) => sum + size(css),
    0,
  );
  const externalCss = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel=["']?stylesheet\b/i.test(tag))
    .map((tag) => tag.match(/\bhref=["']?([^"'\s>]+)/i)?.[1] ?? "")
    .filter((href) => href.startsWith("/") && !href.startsWith("//"))
    .map((href) => join(root, decodeURI(href.split(/[?#]/)[0]!)))
    .reduce((sum, file) => sum + (existsSync(file) ? statSync(file).size : 0), 0);
  const inlineScript = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = ""]) => !/\bsrc=/i.test(attributes))
    .filter(([, attributes = ""]) => EXECUTABLE.test(attributes.match(/\btype=["']?([^"'\s>]*)/i)?.[1] ?? ""))
    .reduce((sum, [, , body = ""]) => sum + size(body), 0);
  return { html: size(html), inlineCss, externalCss, inlineScript };
}

/** The bytes of the page in `file`, its stylesheets read from `root`. */
export const pageBytes = (file: string, root: string): PageBytes =>
  bytesOfHtml(readFileSync(file, "utf8"), root);
