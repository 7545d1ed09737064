import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "#contracts/locales.ts";
import {
  CONTENT_DIR,
  type Reference,
  readContent,
  readSiteContent,
  single,
} from "#src/content/read-content.ts";
import { isPublished } from "#src/content/schemas/insights.ts";
import { sitePages } from "./site-pages.ts";

/** The live files: shape and references only (the staff add, remove and hold back articles freely). */
const live = readSiteContent();
const idOf = (reference: unknown) => (reference as Reference).id;
/** An article on the site today. */
const published = live.insights.find((article) => isPublished(article.data))!.id;

/** A copy of the live content with one article's English file changed by `edit`. */
function contentWith(edit: (text: string) => string, article = published) {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  cpSync(CONTENT_DIR, dir, { recursive: true });
  const file = join(dir, "insights", `${article}.en.md`);
  writeFileSync(file, edit(readFileSync(file, "utf8")));
  return dir;
}

describe("the insights articles", () => {
  it("each name an author of the team, services that exist, a date and tags", () => {
    const ids = (entries: readonly { id: string }[]) => new Set(entries.map((entry) => entry.id));
    for (const { id, data } of live.insights) {
      expect(ids(live.team), id).toContain(idOf(data.author));
      for (const service of data.services) expect(ids(live.services), id).toContain(idOf(service));
      expect(data.date, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(data.tags.length, id).toBeGreaterThan(0);
    }
  });

  it("have copy and a body in every language", () => {
    for (const locale of LOCALES) {
      const content = readSiteContent({ locale });
      expect(single(content.insightsPage, "insightsPage").readingTime).toContain("{minutes}");
      for (const article of content.insights)
        expect(article.body?.trim(), `${article.id} (${locale}) has no body`).toBeTruthy();
    }
  });

  it("never name a price (Contact for Pricing)", () => {
    for (const locale of LOCALES)
      for (const { id, data, body } of readSiteContent({ locale }).insights)
        expect(`${JSON.stringify(data)}\n${body}`, `${id} (${locale})`).not.toMatch(
          /(?:Rs\.?|LKR|INR|₹|\$)\s?\d/,
        );
  });
});

describe("a draft article", () => {
  it("has no page, in any language, until it is published", () => {
    const article = published;
    const dir = contentWith((text) => text.replace(/^draft: .*$/m, "draft: true"), article);
    for (const locale of LOCALES) {
      const paths = (content: ReturnType<typeof readContent>) =>
        sitePages(content, locale).map((page) => page.route);
      expect(paths(readContent({ contentDir: dir, locale }))).not.toContain(`/insights/${article}`);
      expect(paths(readContent({ contentDir: dir, locale }))).toContain("/insights");
      expect(paths(readSiteContent({ locale }))).toContain(`/insights/${article}`);
    }
  });

  it("kept by the staff today has no page either", () => {
    const routes = sitePages(live).map((page) => page.route);
    for (const { id, data } of live.insights)
      expect(routes.includes(`/insights/${id}`), id).toBe(isPublished(data));
  });

  it("without the flag is published (the default)", () => {
    const article = published;
    const dir = contentWith((text) => text.replace(/^draft: .*\n/m, ""), article);
    const [entry] = readContent({ contentDir: dir, only: ["insights"] }).insights!.filter(
      (e) => e.id === article,
    );
    expect(entry!.data.draft).toBe(false);
  });
});

describe("a bad article", () => {
  it("naming an author who is not in the team stops the read", () => {
    const dir = contentWith((text) => text.replace(/^author: .*$/m, "author: nobody-at-all"));
    expect(() => readContent({ contentDir: dir })).toThrow(/author: refers to team "nobody-at-all"/);
  });

  it("naming a service that has no file stops the read", () => {
    const dir = contentWith((text) =>
      text.replace(/^services:\n {2}- [\w-]+$/m, "services:\n  - time-travel"),
    );
    expect(() => readContent({ contentDir: dir })).toThrow(/services\.0: refers to services "time-travel"/);
  });

  it("a date that is not a calendar date, or a typed reading time, is reported by field", () => {
    const dir = contentWith((text) =>
      text.replace(/^date: .*$/m, "date: next week").replace(/^draft:/m, "readingTime: 5\ndraft:"),
    );
    expect(() => readContent({ contentDir: dir })).toThrow(/date[\s\S]*readingTime|readingTime[\s\S]*date/);
  });
});
