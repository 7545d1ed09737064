import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "#contracts/locales.ts";
import { CONTENT_DIR, type Reference, readContent, readSiteContent, single } from "./read-content.ts";

/** The live files: shape and references only (the staff add and remove studies freely). */
const live = readSiteContent();
/** A reference as the loader gives it. */
const idOf = (reference: unknown) => (reference as Reference).id;

/** A copy of the live content with one study's English file changed by `edit`. */
function contentWith(edit: (text: string) => string, study = live.caseStudies[0]!.id) {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  cpSync(CONTENT_DIR, dir, { recursive: true });
  const file = join(dir, "case-studies", `${study}.en.md`);
  writeFileSync(file, edit(readFileSync(file, "utf8")));
  return dir;
}

describe("the case studies", () => {
  it("each name services, a testimonial, gallery entries and related studies that exist", () => {
    const ids = (entries: readonly { id: string }[]) => new Set(entries.map((entry) => entry.id));
    const studies = ids(live.caseStudies);
    for (const { id, data } of live.caseStudies) {
      expect(data.services.length, id).toBeGreaterThan(0);
      for (const service of data.services) expect(ids(live.services), id).toContain(idOf(service));
      expect(ids(live.testimonials), id).toContain(idOf(data.testimonial));
      for (const item of data.gallery) {
        if (item.portfolioPiece) expect(ids(live.portfolioPieces), id).toContain(idOf(item.portfolioPiece));
        if (item.website) expect(ids(live.portfolioWebsites), id).toContain(idOf(item.website));
      }
      for (const related of data.related) {
        expect(studies, id).toContain(idOf(related));
        expect(idOf(related), `${id} names itself as related`).not.toBe(id);
      }
      expect(data.results.length, id).toBeGreaterThan(0);
    }
  });

  it("have copy in every language, with the English figures' count of results and a story", () => {
    for (const locale of LOCALES) {
      const content = readSiteContent({ locale });
      expect(single(content.caseStudiesPage, "caseStudiesPage").readMore).not.toBe("");
      for (const study of content.caseStudies) {
        const english = live.caseStudies.find((entry) => entry.id === study.id)!;
        expect(study.data.results.length).toBe(english.data.results.length);
        expect(study.body?.trim(), `${study.id} (${locale}) has no story`).toBeTruthy();
      }
    }
  });

  it("never name a price (Contact for Pricing)", () => {
    for (const locale of LOCALES)
      for (const { id, data, body } of readSiteContent({ locale }).caseStudies)
        expect(`${JSON.stringify(data)}\n${body}`, `${id} (${locale})`).not.toMatch(
          /(?:Rs\.?|LKR|INR|₹|\$)\s?\d/,
        );
  });
});

describe("a bad case study", () => {
  it("naming a service that has no file stops the read", () => {
    const dir = contentWith((text) =>
      text.replace(/^services:\n {2}- [\w-]+$/m, "services:\n  - time-travel"),
    );
    expect(() => readContent({ contentDir: dir })).toThrow(
      /services\.0: refers to services "time-travel", which has no file/,
    );
  });

  it("quoting a testimonial that has no file stops the read", () => {
    const dir = contentWith((text) => text.replace(/^testimonial: .*$/m, "testimonial: nobody-at-all"));
    expect(() => readContent({ contentDir: dir })).toThrow(
      /testimonial: refers to testimonials "nobody-at-all"/,
    );
  });

  it("relating a study that has no file stops the read", () => {
    const dir = contentWith((text) => text.replace(/^related:.*$/m, "related:\n  - no-such-study"));
    expect(() => readContent({ contentDir: dir })).toThrow(/refers to caseStudies "no-such-study"/);
  });

  it("a result without its period, or a country outside Sri Lanka and India, is reported by field", () => {
    const dir = contentWith((text) =>
      text.replace(/^ {4}period: .*$/m, "").replace(/^country: .*$/m, "country: FR"),
    );
    expect(() => readContent({ contentDir: dir })).toThrow(
      /results\.0\.period[\s\S]*country|country[\s\S]*results\.0\.period/,
    );
  });

  it("a gallery picture naming both a portfolio piece and a website is refused", () => {
    const dir = contentWith((text) =>
      text.replace(
        /^gallery:.*$/m,
        "gallery:\n  - portfolioPiece: malabar-spice-feed\n    website: backwater-stays",
      ),
    );
    expect(() => readContent({ contentDir: dir })).toThrow(/gallery\.0: give the picture either/);
  });
});
