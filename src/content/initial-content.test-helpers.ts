/**
 * The initial content, for tests: a copy of the content files as the site was first delivered
 * (`tests/fixtures/initial-content/`: the spec's 34 portfolio pieces, 11 packages, 16 technologies, 7 partners,
 * nine services, its words and figures), read with the same reader and schemas as `src/content/`.
 *
 * Tests that pin the spec's catalogue, counts or copy read this copy; tests on the live files
 * (`readSiteContent()`) check only shape, references and budgets, so the staff can add and remove entries and
 * reword copy in /admin without failing `npm test` (docs/conventions.md, "Tests"). When a schema changes, change
 * these files as the live ones: the fixture must stay valid content.
 */
import { join } from "node:path";
import { CONTENT_DIR, readSiteContent } from "./read-content.ts";

export const INITIAL_CONTENT_DIR = join(CONTENT_DIR, "..", "..", "tests", "fixtures", "initial-content");

let cached: ReturnType<typeof readSiteContent> | undefined;

/** The initial content, site words filled in (read once per test file). */
export function readInitialContent(): ReturnType<typeof readSiteContent> {
  cached ??= readSiteContent({ contentDir: INITIAL_CONTENT_DIR });
  return cached;
}
