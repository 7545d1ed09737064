/**
 * The docs name only what exists. Read: README.md, ARCHITECTURE.md and every docs/**\/*.md (decision records
 * and reviews included).
 *
 * - A repository path is a word of code (a `code span`, or a word of a ```sh block) that begins with a
 *   top-level folder and `/` (`src/lib/notify.ts`, `tests/e2e/`), is a root file (`package.json`), or is an
 *   import name of package.json "imports" (`#src/lib/browser/notify.ts`); and every relative link (`[x](docs/chat.md)`,
 *   resolved from the document's folder, its `#heading` too). It must name a file or folder that git knows here
 *   (tracked, or new and not ignored). Patterns: `*`, `**`, `{a,b}`, `<placeholder>` (one name or part of one)
 *   and `…` (anything below) match as in a glob; `[...locale]` is a folder's name.
 * - Not paths: site addresses (`/services`, `/api/chat`: they begin with `/`), URLs, words without a known
 *   top-level folder (`lib/page-locale.ts` said of src/), and example blocks (```yaml, ```text, output, trees).
 * - Not checked: what git ignores (dist/, screenshots/, src/assets/generated/: written by the build or the
 *   tests), and the staff's content files (`src/content/**` but `.ts`), which they add and remove freely
 *   (tests/deploy/staff-add-remove.test.ts runs this suite after deleting some): their folder must exist.
 * - The `~/` alias is gone: a doc names shared code as `#src/…`.
 * - Decision records are history: they are checked like the rest, but may name a path that is gone when it
 *   is marked right after it, `` `src/lib/old.ts` (removed) `` or `(removed in 0017)`. A marked path that
 *   exists fails (the mark is wrong); other docs describe today and may not mark.
 * - npm: `npm run X` (anywhere) and `npm test` / `start` / `stop` / `restart` name a script of package.json;
 *   any other `npm X` in code must be an npm command (`npm ci`).
 */
import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  configModules,
  SETTINGS_FILES,
  SOURCE_FOLDERS,
  WRITTEN_BY_THE_BUILD,
} from "#scripts/ensure-build.ts";
import { type DocContext, findDocProblems, findProblemsInMarkdown, readDocContext } from "./doc-problems.ts";
import { ROOT, readRepositoryFiles } from "./repository-files.ts";

const DOCS = ["README.md", "ARCHITECTURE.md", ...globSync("docs/**/*.md", { cwd: ROOT }).sort()];

let context: DocContext;
beforeAll(() => {
  context = readDocContext(ROOT, readRepositoryFiles());
});

describe("the docs", () => {
  it.each(DOCS)("%s names only paths, links and npm scripts that exist", (doc) => {
    expect(findDocProblems(doc, context)).toEqual([]);
  });
});

describe("README's list of what makes `npm start` build", () => {
  it("names what scripts/ensure-build.ts reads, and nothing else", async () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const list = readme.split("The inputs are what the build reads:")[1]?.split("Nothing else")[0] ?? "";
    const named = [...list.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    const fixed = [...SOURCE_FOLDERS, ...WRITTEN_BY_THE_BUILD].map((folder) => `${folder}/`);
    expect(named).toEqual(expect.arrayContaining([...fixed, ...SETTINGS_FILES, "astro.config.ts"]));
    // The rest are examples of what astro.config.ts imports: each folder holds one of its modules.
    const modules = await configModules(ROOT);
    const examples = named.filter((name) => ![...fixed, ...SETTINGS_FILES, "astro.config.ts"].includes(name));
    const tests = examples.filter((name) => name.startsWith("*."));
    expect(tests.sort()).toEqual(["*.test-helpers.ts(x)", "*.test.ts(x)"]);
    for (const folder of examples.filter((name) => !tests.includes(name))) {
      expect(
        modules.some((module) => module.startsWith(folder)),
        folder,
      ).toBe(true);
    }
  });
});

describe("the docs' checker", () => {
  const check = (markdown: string, doc = "docs/sample.md") => findProblemsInMarkdown(doc, markdown, context);

  it("finds a wrong path, link, heading and script", () => {
    expect(
      check(
        [
          "# Sample",
          "Served by `server/index.ts` and `server/no-such-file.ts`; see [chat](chat.md) and [x](nowhere.md).",
          "Run `npm run build` then `npm run no-such-script`, `npm lint` and `npm ci`.",
          "Shared code: `#src/lib/browser/notify.ts`, `#src/lib/gone.ts`, `~/lib/notify.ts`.",
          "[conventions](conventions.md#no-such-heading), [here](#sample).",
          "```sh",
          "node scripts/no-such-script.ts   # a comment naming src/nothing.ts",
          "```",
        ].join("\n"),
      ),
    ).toEqual([
      "docs/sample.md:2: `server/no-such-file.ts` does not exist",
      "docs/sample.md:2: link nowhere.md does not exist",
      'docs/sample.md:3: `npm run no-such-script`: package.json has no script "no-such-script"',
      "docs/sample.md:3: `npm lint` is no npm command (a script runs as `npm run lint`)",
      "docs/sample.md:4: `#src/lib/gone.ts` does not exist",
      "docs/sample.md:4: `~/lib/notify.ts`: the ~/ alias is gone; shared code is imported as #src/…",
      "docs/sample.md:5: link conventions.md#no-such-heading: docs/conventions.md has no heading #no-such-heading",
      "docs/sample.md:7: `scripts/no-such-script.ts` does not exist",
    ]);
  });

  it("reads globs, placeholders and … as patterns, and leaves site addresses, URLs and outputs alone", () => {
    expect(
      check(
        [
          "Pages live in `src/pages/[...locale]/`; tests are `tests/e2e/<area>-*.spec.ts`, `src/**/*.test.{ts,tsx}`",
          "and `#contracts/…`. The visitor opens `/services`, `/api/chat` and `/admin` (https://example.com/src/x.ts);",
          "the build writes `dist/client/<path>.html` and `src/assets/generated/`; the staff's",
          "`src/content/services/<id>.en.yaml` and `src/content/services/a-removed-service.en.yaml`.",
        ].join("\n"),
      ),
    ).toEqual([]);
    expect(check("`tests/e2e/<area>-*.spec.tsx` and `src/pages/[...locale]/no-page.astro`")).toEqual([
      "docs/sample.md:1: `tests/e2e/<area>-*.spec.tsx` does not exist",
      "docs/sample.md:1: `src/pages/[...locale]/no-page.astro` does not exist",
    ]);
  });

  it("lets a decision record name a removed path only when marked, and only when it is gone", () => {
    const text =
      "Was `src/lib/gone.ts` (removed), `src/lib/gone-too.ts`; `src/lib/browser/notify.ts` (removed).";
    const problems = [
      "`src/lib/gone-too.ts` does not exist",
      "`src/lib/browser/notify.ts` is marked (removed) but exists",
    ];
    expect(check(text, "docs/decisions/9999-sample.md")).toEqual(
      problems.map((problem) => `docs/decisions/9999-sample.md:1: ${problem}`),
    );
    expect(check(text)).toContain(
      "docs/sample.md:1: `src/lib/gone.ts` is marked (removed): only decision records may",
    );
  });
});
