/**
 * Each built page keeps inline only the CSS rules its own HTML uses; the site's whole style sheet becomes a
 * hashed file under `_astro/` (cached for a year by every host), preloaded in the head and linked at the end of
 * `<body>` (scripts/lib/critical-css.ts). Runs before the host integration, which compresses the files.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { splitPageCss } from "#scripts/lib/critical-css.ts";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "_astro" ? [] : htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

export function criticalStyles(): AstroIntegration {
  return {
    name: "serendib-critical-css",
    hooks: {
      "astro:build:done": ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const sheets = new Map<string, string>();
        let pages = 0;
        let inlineBefore = 0;
        let inlineAfter = 0;
        for (const file of htmlFiles(clientDir)) {
          const html = readFileSync(file, "utf8");
          const split = splitPageCss(html, (sheet) => {
            const hash = createHash("sha256").update(sheet).digest("base64url").slice(0, 10);
            const path = `/_astro/site.${hash}.css`;
            sheets.set(path, sheet);
            return path;
          });
          if (!split) continue;
          writeFileSync(file, split.html);
          pages++;
          inlineBefore += html.length;
          inlineAfter += split.html.length;
        }
        for (const [path, sheet] of sheets) writeFileSync(join(clientDir, path), sheet);
        logger.info(
          `${pages} pages keep the CSS their HTML uses inline, the rest in ${sheets.size} shared file(s): ` +
            `${Math.round(inlineBefore / 1024)} KB of HTML → ${Math.round(inlineAfter / 1024)} KB.`,
        );
      },
    },
  };
}
