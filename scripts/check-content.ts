/**
 * `npm run check:content`: reads every content file with the build's schemas and lists every problem at once
 * (file, field, what is wrong); the build stops at the first. Exit code 1 when there is one.
 */
import { ContentError, readContent } from "../src/content/read-content.ts";

try {
  const content = readContent();
  const entries = Object.values(content).reduce((sum, list) => sum + list.length, 0);
  console.log(`The content is fine: ${entries} files in ${Object.keys(content).length} collections.`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
