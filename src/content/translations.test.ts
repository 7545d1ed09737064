import { describe, expect, it } from "vitest";
import { z } from "zod";
import { link, order, picture, seo, text } from "./schemas/parts.ts";
import { overlayTranslation, strayTranslation, textShape } from "./translations.ts";

const schema = z.strictObject({
  order: order(),
  seo: seo(),
  title: text(),
  slug: z.string(),
  cta: link(),
  features: z.array(text()),
  photo: picture(() => z.string()),
  badges: z.record(z.enum(["new", "popular"]), text()),
  steps: z.array(z.strictObject({ id: z.string(), label: text(), note: text().optional() })),
});
const english = {
  order: 10,
  seo: { title: "Web Design | {siteName}", description: "Websites that bring you customers." },
  title: "Web Design",
  slug: "web-design",
  cta: { label: "Get a quote", to: "/get-quote" },
  features: ["Fast", "Secure", "Yours"],
  photo: { alt: "A laptop on a desk" },
  badges: { new: "New", popular: "Most popular" },
  steps: [
    { id: "plan", label: "Plan" },
    { id: "build", label: "Build", note: "Two weeks" },
  ],
};
const shape = textShape(schema);
const toSinhala = (path: string) => `/si${path}`;

describe("textShape", () => {
  it("finds the copy and the site paths a schema holds, and nothing else", () => {
    expect(shape).toEqual({
      kind: "object",
      fields: {
        seo: { kind: "object", fields: { title: { kind: "text" }, description: { kind: "text" } } },
        title: { kind: "text" },
        cta: { kind: "object", fields: { label: { kind: "text" }, to: { kind: "path" } } },
        features: { kind: "list", item: { kind: "text" } },
        photo: { kind: "object", fields: { alt: { kind: "text" } } },
        badges: { kind: "map", value: { kind: "text" } },
        steps: {
          kind: "list",
          item: { kind: "object", fields: { label: { kind: "text" }, note: { kind: "text" } } },
        },
      },
    });
  });
});

describe("overlayTranslation", () => {
  it("takes the translation's copy, keeps every other value from the English, and localises site paths", () => {
    const { data, missing, total } = overlayTranslation(
      english,
      {
        reviewed: false,
        order: 99, // not copy: ignored
        slug: "vebu", // not copy: ignored
        seo: { title: "වෙබ් නිර්මාණ | {siteName}", description: "ගනුදෙනුකරුවන් ගෙන එන වෙබ් අඩවි." },
        title: "වෙබ් නිර්මාණ",
        cta: { label: "මිල ගණන් ලබා ගන්න", to: "/elsewhere" },
        features: ["වේගවත්", "ආරක්ෂිත", "ඔබේ"],
        photo: { alt: "මේසයක් මත ලැප්ටොප් එකක්" },
        badges: { new: "නව", popular: "ජනප්‍රියම" },
        steps: [{ label: "සැලසුම" }, { label: "ගොඩනැගීම", note: "සති දෙකක්" }],
      },
      shape,
      toSinhala,
    );
    expect(data).toEqual({
      order: 10,
      seo: { title: "වෙබ් නිර්මාණ | {siteName}", description: "ගනුදෙනුකරුවන් ගෙන එන වෙබ් අඩවි." },
      title: "වෙබ් නිර්මාණ",
      slug: "web-design",
      cta: { label: "මිල ගණන් ලබා ගන්න", to: "/si/get-quote" },
      features: ["වේගවත්", "ආරක්ෂිත", "ඔබේ"],
      photo: { alt: "මේසයක් මත ලැප්ටොප් එකක්" },
      badges: { new: "නව", popular: "ජනප්‍රියම" },
      steps: [
        { id: "plan", label: "සැලසුම" },
        { id: "build", label: "ගොඩනැගීම", note: "සති දෙකක්" },
      ],
    });
    expect(missing).toEqual([]);
    expect(total).toBe(13);
  });

  it("shows the English where a translation lacks a piece, and lists what is missing; never a blank", () => {
    const { data, missing } = overlayTranslation(
      english,
      { title: "  ", features: ["වේගවත්"], steps: [{}, { label: "ගොඩනැගීම" }] },
      shape,
      toSinhala,
    );
    expect(data.title).toBe("Web Design");
    expect(data.features).toEqual(["වේගවත්", "Secure", "Yours"]);
    expect(data.steps).toEqual([
      { id: "plan", label: "Plan" },
      { id: "build", label: "ගොඩනැගීම", note: "Two weeks" },
    ]);
    expect(missing).toEqual([
      "seo.title",
      "seo.description",
      "title",
      "cta.label",
      "features.1",
      "features.2",
      "photo.alt",
      "badges.new",
      "badges.popular",
      "steps.0.label",
      "steps.1.note",
    ]);
  });

  it("without a translation file, the entry is the English one with its paths localised", () => {
    const { data, missing, total } = overlayTranslation(english, undefined, shape, toSinhala);
    expect(data).toEqual({ ...english, cta: { ...english.cta, to: "/si/get-quote" } });
    expect(missing).toHaveLength(total);
  });

  it("ignores a translation of the wrong kind (a list where text belongs, text where a list does)", () => {
    const { data, missing } = overlayTranslation(
      english,
      { title: ["Web"], features: "Fast", cta: "Go" },
      shape,
      toSinhala,
    );
    expect(data.title).toBe("Web Design");
    expect(data.features).toEqual(english.features);
    expect(missing).toContain("title");
    expect(missing).toContain("features.0");
  });
});

describe("strayTranslation", () => {
  it("names values in a translation that are no copy of the entry: unknown keys, extra items, non-copy", () => {
    expect(
      strayTranslation(
        english,
        {
          reviewed: true,
          title: "x",
          subtitle: "no such field",
          order: 3,
          features: ["a", "b", "c", "d"],
          steps: [{ label: "x", colour: "red" }],
        },
        shape,
      ),
    ).toEqual(["subtitle", "order", "features.3", "steps.0.colour"]);
  });
});
