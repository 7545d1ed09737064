import { describe, expect, it } from "vitest";
import { z } from "zod";
import { link, order, picture, type SchemaContext, seo, template, text } from "#src/content/schemas/parts.ts";
import { type DecapCollection, decapCollections } from "./collections.ts";
import { at } from "./decap-fields.test-helpers.ts";
import type { DecapField } from "./fields/field.ts";
import { FORMATS } from "./formats.ts";

describe("the editor's collections, from a registry of schemas", () => {
  it("refuses a single file that shares its folder (the editor would list its neighbours as its entries)", () => {
    const registry = {
      sources: { about: { folder: "pages", pattern: "about.en.yaml" } },
      schemas: { about: () => z.strictObject({ title: text() }) },
    };
    expect(() => decapCollections(registry as never, {})).toThrow(
      /about: a single file needs a folder of its own named after it \(pages\/about\/about\.en\.yaml\)/,
    );
  });

  it("turns a reference into a relation to the folder collection, by file name", () => {
    const registry = {
      sources: {
        services: { folder: "services", pattern: "*.yaml" },
        team: { folder: "team", pattern: "*.yaml" },
        about: { folder: "pages/about", pattern: "about.yaml" },
      },
      schemas: {
        services: () => z.strictObject({ title: text() }),
        team: ({ image }: SchemaContext) =>
          z.strictObject({ order: order(), name: text(), portrait: picture(image) }),
        about: ({ reference }: SchemaContext) =>
          z.strictObject({
            lead: reference("team" as never),
            offered: z.array(reference("services" as never)).min(1),
            missing: reference("about" as never).optional(),
          }),
      },
    };
    const { collections, unsupported } = decapCollections(registry as never, {});
    const about = collections.find((c) => c.name === "about") as DecapCollection & { fields: DecapField[] };
    expect(at(about.fields, "lead")).toEqual(
      expect.objectContaining({
        widget: "relation",
        collection: "team",
        value_field: "{{slug}}",
        search_fields: ["name"],
        required: true,
      }),
    );
    expect(at(about.fields, "offered")).toMatchObject({ widget: "list", min: 1 });
    expect(at(about.fields, "offered.item")).toMatchObject({ widget: "relation", collection: "services" });
    expect(unsupported).toEqual(["about.missing (refers to about, which is not a folder collection)"]);
    const team = collections.find((c) => c.name === "team") as DecapCollection;
    expect(team).toMatchObject({ identifier_field: "name", sortable_fields: ["order", "name"] });
  });

  it("maps enums to selects, numbers with their limits, booleans, dates and Markdown bodies", () => {
    const registry = {
      sources: { legal: { folder: "legal", pattern: "*.md" } },
      schemas: {
        legal: () =>
          z.strictObject({
            title: text(),
            kind: z.enum(["privacy", "terms"]),
            days: z.array(z.enum(["Monday", "Tuesday"])).min(1),
            rank: z.number().int().positive().max(9),
            public: z.boolean(),
            effectiveDate: z.iso.date(),
            launch: z.iso.datetime({ local: true }),
            pair: z.tuple([text(), text()]),
            odd: z.record(z.string(), z.string()),
          }),
      },
    };
    const { collections, unsupported } = decapCollections(registry as never, {});
    const legal = collections[0]!;
    expect(legal).toMatchObject({ extension: "md", format: FORMATS.markdown });
    const fields = legal.fields as DecapField[];
    expect(at(fields, "kind")).toMatchObject({ widget: "select", options: ["privacy", "terms"] });
    expect(at(fields, "days")).toMatchObject({ widget: "select", multiple: true, min: 1 });
    expect(at(fields, "rank")).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 9 });
    expect(at(fields, "public")).toMatchObject({ widget: "boolean", default: false });
    expect(at(fields, "effectiveDate")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
      time_format: false,
    });
    expect(at(fields, "launch")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DDTHH:mm:ss" });
    expect(at(fields, "pair")).toMatchObject({ widget: "list", min: 2, max: 2 });
    expect(at(fields, "body")).toMatchObject({ widget: "markdown", required: true });
    expect(at(fields, "odd").widget).toBe("hidden");
    expect(unsupported).toEqual(["legal.odd (record)"]);
  });

  it("gives a collection its schema's description, and a field its own", () => {
    const page = decapCollections(
      {
        sources: { page: { folder: "pages/page", pattern: "page.yaml" } },
        schemas: {
          page: () =>
            z.strictObject({ seo: seo(), cta: link(), note: template().describe("Said under the form.") }),
        },
      } as never,
      {},
    ).collections[0] as DecapCollection & { fields: DecapField[] };
    const team = decapCollections(
      {
        sources: { team: { folder: "team", pattern: "*.yaml" } },
        schemas: { team: () => z.strictObject({ name: text() }).describe("The people on the about page.") },
      } as never,
      {},
    ).collections[0]!;
    expect(team.description).toBe("The people on the about page.");
    expect(at(page.fields, "note").hint).toBe("Said under the form.");
    expect(at(page.fields, "cta")).toMatchObject({ label: "Button", widget: "object" });
    // A single file without a description of its own has its group's.
    expect(page.description).toMatch(/^The words of one page/);
  });
});
