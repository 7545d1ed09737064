/**
 * Reads every language's content before `astro build` starts: a translation that breaks a schema rule (too
 * long for search results, a `{word}` lost) stops the build naming its file and field, as an English file
 * would. Then says, per language, what its pages still show in English (scripts/lib/translation-status.ts).
 */
import type { AstroIntegration } from "astro";
import { translationStatus } from "#scripts/lib/translation-status.ts";

export function translations(): AstroIntegration {
  return {
    name: "serendib-translations",
    hooks: {
      "astro:config:setup": ({ command, logger }) => {
        if (command !== "build") return;
        for (const row of translationStatus())
          logger.info(
            `${row.locale}: ${row.entries - row.untranslated.length} of ${row.entries} entries translated, ` +
              `${row.missingPieces} pieces of copy in English, ${row.reviewed} reviewed by a native speaker`,
          );
      },
    },
  };
}
