/**
 * Each built page keeps inline only the CSS rules it can use: those its HTML uses and those its scripts can set
 * (its inline scripts, and every module its islands and page scripts load, followed through the client build's
 * module graph, client-chunks.json). No other style sheet is linked (scripts/lib/critical-css.ts, decision
 * 0021). Runs before the host integration, which compresses the files.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { CLIENT_CHUNKS_FILE, type ClientChunks } from "#scripts/integrations/client-chunks.ts";
import { inlinePageCss, scriptTokens } from "#scripts/lib/critical-css.ts";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "_astro" ? [] : htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

/** The modules a page starts: its islands' components and renderers, and its module scripts. */
const MODULE_URL = /\s(?:component-url|renderer-url|before-hydration-url|src)="\/(_astro\/[^"]+\.js)"/g;

/** The words of every module `entries` can load (statically or on demand), each module read once. */
function moduleWords(clientDir: string, chunks: ClientChunks) {
  const wordsOf = new Map<string, Set<string>>();
  const words = (file: string) => {
    let found = wordsOf.get(file);
    if (!found) {
      found = scriptTokens(readFileSync(join(clientDir, file), "utf8"));
      wordsOf.set(file, found);
    }
    return found;
  };
  return (entries: string[]): Set<string> => {
    const all = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const word of words(file)) all.add(word);
      for (const next of [...(chunks[file]?.imports ?? []), ...(chunks[file]?.dynamicImports ?? [])])
        visit(next);
    };
    for (const entry of entries) visit(entry);
    return all;
  };
}

export function criticalStyles(): AstroIntegration {
  return {
    name: "serendib-critical-css",
    hooks: {
      "astro:build:done": ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const chunks = JSON.parse(
          readFileSync(join(clientDir, "..", CLIENT_CHUNKS_FILE), "utf8"),
        ) as ClientChunks;
        const wordsOfModules = moduleWords(clientDir, chunks);
        let pages = 0;
        let before = 0;
        let after = 0;
        for (const file of htmlFiles(clientDir)) {
          const html = readFileSync(file, "utf8");
          const modules = [...new Set([...html.matchAll(MODULE_URL)].map((match) => match[1]!))];
          const cut = inlinePageCss(html, wordsOfModules(modules));
          if (!cut) continue;
          writeFileSync(file, cut);
          pages++;
          before += html.length;
          after += cut.length;
        }
        logger.info(
          `${pages} pages keep inline the CSS their HTML and scripts can use: ` +
            `${Math.round(before / 1024)} KB of HTML → ${Math.round(after / 1024)} KB.`,
        );
      },
    },
  };
}
