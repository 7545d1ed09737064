/**
 * The Indic pages' faces (scripts/fonts/script-faces.ts): before `astro build` and `astro dev` start, cuts
 * each script's Noto face to the letters the content uses, into src/assets/fonts/generated/, which the `fonts`
 * of astro.config.ts read. Every build cuts them again, so a staff edit's new letters are in the next build's
 * faces; until then (or under `astro dev`, until it restarts) the full face draws them.
 */
import type { AstroIntegration } from "astro";
import { writeScriptFaces } from "../fonts/script-faces.ts";

export function scriptFaces(): AstroIntegration {
  return {
    name: "serendib-script-faces",
    hooks: {
      "astro:config:setup": async ({ command, logger }) => {
        if (command === "build" || command === "dev") logger.info(await writeScriptFaces());
      },
    },
  };
}
