/**
 * The generated artwork (artwork/): before `astro build` and `astro dev` start, writes one master per
 * drawing into src/assets/generated/ (drawings that did not change are skipped, gone ones removed), from which
 * the pages make their responsive, content-hashed images. Under `astro dev` a change to a content file draws
 * again.
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration, AstroIntegrationLogger } from "astro";
import { generateArtwork } from "#artwork/generate.ts";

const CONTENT_DIR = fileURLToPath(new URL("../../src/content/", import.meta.url));

async function generate(logger: AstroIntegrationLogger): Promise<void> {
  const { summary } = await generateArtwork();
  logger.info(`src/assets/generated: ${summary}`);
}

export function artwork(): AstroIntegration {
  return {
    name: "serendib-artwork",
    hooks: {
      "astro:config:setup": async ({ command, logger }) => {
        if (command === "build" || command === "dev") await generate(logger);
      },
      "astro:server:setup": ({ server, logger }) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        let running = Promise.resolve();
        const redraw = (file: string) => {
          if (!file.startsWith(CONTENT_DIR)) return;
          clearTimeout(timer);
          timer = setTimeout(() => {
            running = running
              .then(() => generate(logger))
              .catch((error: Error) => logger.error(error.message));
          }, 300);
        };
        server.watcher.on("change", redraw);
        server.watcher.on("add", redraw);
        server.watcher.on("unlink", redraw);
      },
    },
  };
}
