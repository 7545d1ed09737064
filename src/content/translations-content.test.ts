/**
 * The live translations, read as the build reads them: every language's content passes the same schemas as
 * the English (lengths, placeholders, references), and no translation holds values that are not copy. What is
 * not translated yet is reported by the build (scripts/translation-report.ts), not failed here: the staff may
 * add an English entry before its translations exist.
 */
import { describe, expect, it } from "vitest";
import { TRANSLATED_LOCALES } from "../../contracts/locales.ts";
import { readSiteContent } from "./read-content.ts";
import type { TranslationStatus } from "./translation-files.ts";

describe.each(TRANSLATED_LOCALES)("the content in %s", (locale) => {
  const statuses: TranslationStatus[] = [];
  const content = readSiteContent({ locale, onTranslation: (status) => statuses.push(status) });
  const english = readSiteContent();

  it("passes the English schemas, with the same entries in the same order", () => {
    for (const name of Object.keys(english) as (keyof typeof english)[])
      expect(content[name].map((entry) => entry.id), name).toEqual(english[name].map((entry) => entry.id));
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
