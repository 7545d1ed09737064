import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import jsyaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR } from "#src/content/read-content.ts";
import { markdownFormat, withoutEmpty, yamlFormat } from "./formats.ts";

/** Every content file of the site, as the editor would read it. */
const contentFiles = readdirSync(CONTENT_DIR, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.(ya?ml|md)$/.test(file))
  .map((file) => join(CONTENT_DIR, file));

/** What Astro reads (js-yaml), without the editor's own keys. */
const astroReads = (text: string) => jsyaml.load(text) as Record<string, unknown>;
const plain = (data: Record<string, unknown>) => {
  const { __source: _source, body: _body, ...rest } = data;
  return rest;
};

const FILE = `# Who the agency is. Change a number here and it changes everywhere.
name: Serendib Digital
description: >-
  A digital agency in Colombo, with a branch in Bengaluru: web design and development, branding, social media
  and more.
contact:
  # Digits only, with the country code.
  whatsappNumber: "94771234567"
  phones:
    - id: sri-lanka
      display: +94 77 123 4567 # the main line
hours:
  - days: Monday – Friday
    opens: "9:00"
launchDate: "2025-08-18T00:00:00"
`;

describe("the editor's YAML format", () => {
  it("writes every content file back byte for byte when nothing was edited", () => {
    expect(contentFiles.length).toBeGreaterThan(5);
    for (const file of contentFiles) {
      const source = readFileSync(file, "utf8");
      const format = file.endsWith(".md") ? markdownFormat : yamlFormat;
      expect(format.toFile(structuredClone(format.fromFile(source))), file).toBe(source);
    }
  });

  it("rewrites only the edited value; comments, quoting and the other lines stay", () => {
    const data = yamlFormat.fromFile(FILE);
    (data.contact as { phones: { display: string }[] }).phones[0]!.display = "+94 11 234 5678";
    data.description =
      "A digital agency in Colombo: web design, branding, photography and company registration, for businesses in Sri Lanka and India.";
    const written = yamlFormat.toFile(data);
    const before = FILE.split("\n");
    const after = written.split("\n");
    expect(after[0]).toBe(before[0]);
    expect(written).toContain("  # Digits only, with the country code.\n");
    expect(written).toContain("      display: +94 11 234 5678 # the main line\n");
    expect(written).toContain('opens: "9:00"');
    expect(astroReads(written)).toEqual(plain(data));
  });

  it("quotes an edited value inside { … } or [ … ] when it needs quotes there", () => {
    const source = "links:\n  - { to: /, label: Home }\ndays: [Monday, Tuesday]\n";
    const data = yamlFormat.fromFile(source);
    (data.links as { label: string }[])[0]!.label = "Home, sweet {home}";
    (data.days as string[])[1] = "Tuesday [half day]";
    const written = yamlFormat.toFile(data);
    expect(written).toBe(
      'links:\n  - { to: /, label: "Home, sweet {home}" }\ndays: [Monday, "Tuesday [half day]"]\n',
    );
    expect(astroReads(written)).toEqual(plain(data));
  });

  it("writes text Astro would read as a date, a number or a boolean in quotes", () => {
    const data = yamlFormat.fromFile(FILE);
    Object.assign(data, {
      name: "2025-01-15",
      launchDate: "2026-01-01T09:00:00",
      extra: { code: "00300", flag: "true" },
    });
    const written = yamlFormat.toFile(data);
    expect(astroReads(written)).toEqual(plain(data));
    const fresh = yamlFormat.toFile({ effectiveDate: "2025-01-15", postalCode: "00300", count: 3 });
    expect(fresh).toBe('effectiveDate: "2025-01-15"\npostalCode: "00300"\ncount: 3\n');
  });

  it("keeps comments when fields are added or removed (a photo added, a note emptied)", () => {
    const data = yamlFormat.fromFile(FILE);
    (data.contact as Record<string, unknown>).photo = "office.jpg";
    data.description = "";
    const written = yamlFormat.toFile(data);
    expect(written).toMatch(/^# Who the agency is/);
    expect(written).toContain("# Digits only, with the country code.");
    expect(written).not.toContain("description");
    expect(astroReads(written)).toEqual(withoutEmpty(plain(data)));
  });

  it("leaves out what the form emptied: text, and objects left with nothing in them", () => {
    expect(
      withoutEmpty({
        title: "A",
        note: "",
        quoteForm: { id: "", label: "" },
        list: [],
        photo: null,
        keep: 0,
      }),
    ).toEqual({ title: "A", list: [], keep: 0 });
  });

  it("writes a new entry with its keys in the order of the form's fields", () => {
    expect(
      yamlFormat.toFile({ title: "Drone", order: 5, tagline: "Up high" }, ["order", "title", "tagline"]),
    ).toBe("order: 5\ntitle: Drone\ntagline: Up high\n");
  });
});

describe("the editor's Markdown format", () => {
  const DOCUMENT = `---
# The privacy policy.
title: Privacy Policy
effectiveDate: "2025-01-15"
---

## What we collect

Only what we need.
`;

  it("reads the front matter as fields and the rest as the body", () => {
    const data = markdownFormat.fromFile(DOCUMENT);
    expect(plain(data)).toEqual({ title: "Privacy Policy", effectiveDate: "2025-01-15" });
    expect(data.body).toBe("\n## What we collect\n\nOnly what we need.\n");
  });

  it("writes an edit back into the front matter and the body, the rest as it was", () => {
    const data = markdownFormat.fromFile(DOCUMENT);
    data.title = "Privacy";
    data.body = `${data.body as string}\n## Cookies\n\nNone.\n`;
    expect(markdownFormat.toFile(data)).toBe(
      DOCUMENT.replace("title: Privacy Policy", "title: Privacy").concat("\n## Cookies\n\nNone.\n"),
    );
  });
});
