/**
 * A copy of a build with every script removed from its pages: the physical floor a page's Lighthouse figures
 * are compared with (what the HTML, CSS, fonts and images cost on their own).
 */
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;

/** The page's HTML without any <script> element (inline, module, speculation rules or JSON-LD). */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT, "");
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Copies `buildDir` to `outDir`, stripping the scripts from every page (and dropping their stale precompressed copies). */
export function makeScriptFreeCopy(buildDir: string, outDir: string): void {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(buildDir, outDir, { recursive: true });
  for (const file of walk(join(outDir, "client"))) {
    if (/\.html\.(?:br|gz)$/.test(file)) rmSync(file);
    else if (file.endsWith(".html")) writeFileSync(file, withoutScripts(readFileSync(file, "utf8")));
  }
}
