/**
 * Records the client build's module graph as Vite produced it: for every JavaScript file under `_astro/`, the
 * files it imports statically and the ones it imports on demand. Written to `<outDir>/client-chunks.json`
 * (beside the site manifest, not served), where the bundle budget check follows each page's scripts and
 * islands through their static imports instead of guessing from file contents.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AstroIntegration } from "astro";

export const CLIENT_CHUNKS_FILE = "client-chunks.json";

/** File (relative to the client folder, e.g. "_astro/client.Cb12.js") → what it imports. */
export type ClientChunks = Record<string, { imports: string[]; dynamicImports: string[] }>;

export function clientChunks({ outDir }: { outDir: string }): AstroIntegration {
  return {
    name: "serendib-client-chunks",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: "serendib-client-chunks",
                apply: "build",
                applyToEnvironment: (environment) => environment.name === "client",
                writeBundle(_options, bundle) {
                  const chunks: ClientChunks = {};
                  for (const output of Object.values(bundle)) {
                    if (output.type !== "chunk") continue;
                    chunks[output.fileName] = {
                      imports: [...output.imports].sort(),
                      dynamicImports: [...output.dynamicImports].sort(),
                    };
                  }
                  writeFileSync(join(outDir, CLIENT_CHUNKS_FILE), `${JSON.stringify(chunks, null, 2)}\n`);
                },
              },
            ],
          },
        });
      },
    },
  };
}
