import { describe, expect, it } from "vitest";
import {
  type LocaleTranslations,
  localePageProblems,
  pagesByLocale,
  translationTable,
} from "./translation-status.ts";

const everyLanguage = (paths: string[]) =>
  paths.flatMap((path) => [
    path,
    ...["si", "ta", "hi"].map((l) => (path === "/" ? `/${l}` : `/${l}${path}`)),
  ]);

describe("pages built per language", () => {
  it("sort the pages Astro built by their locale prefix, leaving out the static HTML of public/", () => {
    const pages = pagesByLocale([
      "/",
      "/about",
      "/si",
      "/si/about",
      "/ta/about",
      "/hi",
      "/template-demos/edulearn/index.html",
      "/sinhala-words",
    ]);
    expect(pages).toEqual({
      en: ["/", "/about", "/sinhala-words"],
      si: ["/si", "/si/about"],
      ta: ["/ta/about"],
      hi: ["/hi"],
    });
  });

  it("find nothing wrong when every language has exactly English's pages", () => {
    expect(localePageProblems(pagesByLocale(everyLanguage(["/", "/about", "/services/seo"])))).toEqual([]);
  });

  it("name a page English has that a language lacks, and one a language has that English lacks", () => {
    const paths = everyLanguage(["/", "/about"]).filter((path) => path !== "/ta/about" && path !== "/hi");
    const problems = localePageProblems(pagesByLocale([...paths, "/si/extra"]));
    expect(problems).toEqual([
      "si: /si/extra is built, but English has no /extra",
      "ta: /ta/about is not built, but English has /about",
      "hi: /hi is not built, but English has /",
    ]);
  });

  it("put the pages built beside each language's translation figures", () => {
    const row = (locale: "si" | "ta" | "hi", untranslated: string[]): LocaleTranslations => ({
      locale,
      entries: 10,
      untranslated,
      missingPieces: 3,
      pieces: 200,
      reviewed: 0,
      stray: [],
    });
    const pages = pagesByLocale(everyLanguage(["/", "/about"]).filter((path) => path !== "/hi/about"));
    expect(translationTable(pages, [row("si", []), row("ta", ["a.ta.yaml"]), row("hi", [])])).toEqual([
      "| language | pages built | entries | untranslated entries | copy shown in English | reviewed by a native speaker |",
      "|---|---:|---:|---:|---:|---:|",
      "| English (en) | 2 | – | – | – | – |",
      "| Sinhala (si) | 2 of 2 | 10 | 0 | 3 of 200 | 0 of 10 |",
      "| Tamil (ta) | 2 of 2 | 10 | 1 | 3 of 200 | 0 of 10 |",
      "| Hindi (hi) | 1 of 2 | 10 | 0 | 3 of 200 | 0 of 10 |",
    ]);
  });
});
