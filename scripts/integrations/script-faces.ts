/**
 * The Indic pages' faces (scripts/fonts/script-faces.ts, brand-face.ts): before `astro build` and `astro dev`
 * start, cuts each script's Noto face to the letters the content uses, and the brand face to the Latin
 * characters of the Indic pages, into src/assets/fonts/generated/, which the `fonts`
 * of astro.config.ts read. Every build cuts them again, so a staff edit's new letters are in the next build's
 * faces; until then (or under `astro dev`, until it restarts) the full face draws them.
 */
import type { AstroIntegration } from "astro";
import { writeBrandCut } from "#scripts/fonts/brand-face.ts";
import { writeScriptFaces } from "#scripts/fonts/script-faces.ts";

export function scriptFaces(): AstroIntegration {
  return {
    name: "serendib-script-faces",
    hooks: {
      "astro:config:setup": async ({ command, logger }) => {
        if (command !== "build" && command !== "dev") return;
        logger.info(await writeScriptFaces());
        logger.info(await writeBrandCut());
      },
    },
  };
}
