/**
 * Vitest global setup: the content tests check the artwork drawn from the content (src/assets/generated, made by
 * the build and not committed), so draw it first on a fresh clone. Unchanged drawings are kept (cached by hash).
 */
import { generateArtwork } from "./generate.ts";

export default async function drawArtworkBeforeTests() {
  const { summary } = await generateArtwork();
  console.log(`src/assets/generated: ${summary}`);
}
