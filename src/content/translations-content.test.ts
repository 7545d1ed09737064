/**
 * The live translations, read as the build reads them: every language's content passes the same schemas as
 * the English (lengths, placeholders, references), and no translation holds values that are not copy. What is
 * not translated yet is reported by the build (scripts/translation-report.ts), not failed here: the staff may
 * add an English entry before its translations exist.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TRANSLATED_LOCALES } from "#contracts/locales.ts";
import { INITIAL_CONTENT_DIR } from "./initial-content.test-helpers.ts";
import { readContent, readSiteContent } from "./read-content.ts";
import type { TranslationStatus } from "./translation-files.ts";

describe.each(TRANSLATED_LOCALES)("the content in %s", (locale) => {
  const statuses: TranslationStatus[] = [];
  const content = readSiteContent({ locale, onTranslation: (status) => statuses.push(status) });
  const english = readSiteContent();

  it("passes the English schemas, with the same entries in the same order", () => {
    for (const name of Object.keys(english) as (keyof typeof english)[])
      expect(
        content[name].map((entry) => entry.id),
        name,
      ).toEqual(english[name].map((entry) => entry.id));
  });

  it("has a status for every entry, and no translation holds values that are not copy", () => {
    expect(statuses).toHaveLength(Object.values(english).flat().length);
    expect(statuses.filter((status) => status.stray.length > 0).map((s) => [s.file, s.stray])).toEqual([]);
  });

  it("keeps every value that is not copy as the English has it (ids, numbers, images, references)", () => {
    const [service] = content.services;
    const [englishService] = english.services;
    expect(service!.data.order).toBe(englishService!.data.order);
    const contact = content.identity[0]!.data.contact;
    const englishContact = english.identity[0]!.data.contact;
    expect(contact.whatsappNumber).toBe(englishContact.whatsappNumber);
    expect(contact.phones.map((phone) => phone.display)).toEqual(englishContact.phones.map((p) => p.display));
    expect(contact.emails).toEqual(englishContact.emails);
  });
});

describe("a translation the staff get wrong", () => {
  const copyOfContent = () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    cpSync(INITIAL_CONTENT_DIR, dir, { recursive: true });
    return dir;
  };

  it("stops the read naming the translation's file and field (a search description too long)", () => {
    const dir = copyOfContent();
    writeFileSync(
      join(dir, "services", "seo-optimization.si.yaml"),
      `reviewed: false\nseo:\n  description: "${"දිගු විස්තරය ".repeat(20)}"\n`,
    );
    expect(() => readContent({ contentDir: dir, locale: "si" })).toThrow(
      /services\/seo-optimization\.si\.yaml: seo\.description: /,
    );
    // English is read as it was.
    expect(() => readContent({ contentDir: dir })).not.toThrow();
  });

  it("never changes what is not copy, and is shown in English where it has no words", () => {
    const dir = copyOfContent();
    writeFileSync(
      join(dir, "services", "seo-optimization.ta.yaml"),
      "reviewed: true\norder: 1\ntitle: தேடுபொறி உகப்பாக்கம்\n",
    );
    const statuses: TranslationStatus[] = [];
    const tamil = readContent({ contentDir: dir, locale: "ta", onTranslation: (s) => statuses.push(s) });
    const english = readContent({ contentDir: dir });
    const seo = (content: typeof english) =>
      content.services.find((entry) => entry.id === "seo-optimization")!;
    expect(seo(tamil).data.title).toBe("தேடுபொறி உகப்பாக்கம்");
    expect(seo(tamil).data.order).toBe(seo(english).data.order);
    expect(seo(tamil).data.seo).toEqual(seo(english).data.seo);
    const status = statuses.find((s) => s.file.endsWith("services/seo-optimization.en.yaml"))!;
    expect(status).toMatchObject({ exists: true, reviewed: true, stray: ["order"] });
    expect(status.missing).toContain("seo.description");
  });

  it("an English file carrying the editor's `reviewed` flag reads as before", () => {
    const dir = copyOfContent();
    const file = join(dir, "pages", "home", "home.en.yaml");
    writeFileSync(file, `reviewed: false\n${readFileSync(file, "utf8")}`);
    expect(() => readContent({ contentDir: dir })).not.toThrow();
  });
});
