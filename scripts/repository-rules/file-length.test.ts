/**
 * A source file fits on a few screens: every file git knows here (tracked, or new and not ignored) ending in
 * .ts, .tsx, .astro, .mjs, .css or .grit is at most 300 lines, or says why it is longer in one line of its
 * first five, in one form (docs/conventions.md "Files"):
 *
 *   // Longer than a screen because <reason>        (.ts, .tsx, .mjs, .grit; .astro in its front matter)
 *   /* Longer than a screen because <reason> *\/      (.css)
 *
 * Not counted: public/ (the template demos' stylesheets are served byte for byte: a comment would change what
 * visitors download).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, readRepositoryFiles } from "./repository-files.ts";

const MOST_LINES = 300;
const SOURCE = /\.(ts|tsx|astro|mjs|css|grit)$/;
const NOT_COUNTED = /^public\//;
const LONG_FILE_REASON = /^\s*(\/\/|\/\*) Longer than a screen because \S.{8,}/;

/** The lines of a file as an editor numbers them (a last line break ends the last line, it starts none). */
const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

/** Whether one of the file's first five lines gives the reason it is long. */
const givesReason = (text: string) =>
  text
    .split("\n")
    .slice(0, 5)
    .some((line) => LONG_FILE_REASON.test(line));

describe("source files", () => {
  it(`are at most ${MOST_LINES} lines, or say in their first five why they are longer`, () => {
    const files = [...readRepositoryFiles().files].filter(
      (file) => SOURCE.test(file) && !NOT_COUNTED.test(file),
    );
    const long = files
      .map((file) => ({ file, text: readFileSync(join(ROOT, file), "utf8") }))
      .filter(({ text }) => lineCount(text) > MOST_LINES && !givesReason(text))
      .map(({ file, text }) => `${file}: ${lineCount(text)} lines`)
      .sort();
    expect(long).toEqual([]);
  });

  it("the reason has one form", () => {
    expect(
      givesReason("import x;\n// Longer than a screen because one spec per page: the catalogue's cases\n"),
    ).toBe(true);
    expect(givesReason("/* Longer than a screen because the design tokens are one @theme */\n")).toBe(true);
    expect(givesReason("---\n// Longer than a screen because it is\n---\n")).toBe(false); // too short to be a reason
    expect(givesReason("// Long because it is long, really\n")).toBe(false);
    expect(givesReason("1\n2\n3\n4\n5\n// Longer than a screen because of a reason on line six\n")).toBe(
      false,
    );
  });
});
