/**
 * `npm run check:content`: reads every content file with the build's schemas, in every language (each
 * translation laid over its English file), and lists every problem at once (file, field, what is wrong); the
 * build stops at the first. Exit code 1 when there is one.
 */
import { LOCALES } from "#contracts/locales.ts";
import { ContentError, readContent } from "#src/content/read-content.ts";

for (const locale of LOCALES) {
  try {
    const content = readContent({ locale });
    const entries = Object.values(content).reduce((sum, list) => sum + list.length, 0);
    console.log(
      `${locale}: the content is fine: ${entries} files in ${Object.keys(content).length} collections.`,
    );
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(`${locale}: ${error.message}`);
    process.exitCode = 1;
    // A problem in an English file is every language's: say it once.
    if (locale === LOCALES[0]) break;
  }
}
