import { describe, expect, it } from "vitest";
import { templateCatalogue } from "~/content/template-catalogue";
import { categoryOptions, filterTemplates, firstFew } from "./filter-templates";

const ids = (list: readonly { id: string }[]) => list.map((t) => t.id);

describe("filterTemplates", () => {
  it("shows everything by default", () => {
    expect(filterTemplates(templateCatalogue, { category: "All", query: "" })).toHaveLength(
      templateCatalogue.length,
    );
  });

  it("filters by category", () => {
    expect(ids(filterTemplates(templateCatalogue, { category: "Healthcare", query: "" }))).toEqual([
      "medicare",
    ]);
  });

  it("searches titles and descriptions, ignoring case and outer spaces", () => {
    expect(ids(filterTemplates(templateCatalogue, { category: "All", query: "  EDULEARN " }))).toEqual([
      "edulearn",
    ]);
    expect(ids(filterTemplates(templateCatalogue, { category: "All", query: "fine-dining" }))).toEqual([
      "saffron-table",
    ]);
  });

  it("does not search other fields", () => {
    expect(filterTemplates(templateCatalogue, { category: "All", query: "Healthcare" })).toEqual([]);
  });

  it("combines the search with the category", () => {
    expect(filterTemplates(templateCatalogue, { category: "Restaurant", query: "clinic" })).toEqual([]);
    expect(ids(filterTemplates(templateCatalogue, { category: "Healthcare", query: "clinic" }))).toEqual([
      "medicare",
    ]);
  });
});

it("lists All, then each category once", () => {
  expect(categoryOptions(templateCatalogue)).toEqual([
    "All",
    "Education",
    "Healthcare",
    "Restaurant",
    "Business",
  ]);
});

describe("firstFew", () => {
  it.each([
    [[], 0, 0],
    [["a", "b", "c"], 3, 0],
    [["a", "b", "c", "d", "e"], 3, 2],
  ])("%j shows %i with %i more", (items, shown, more) => {
    expect(firstFew(items)).toEqual({ shown: items.slice(0, 3), more });
    expect(firstFew(items).shown).toHaveLength(shown);
  });

  it("counts the catalogue's extras", () => {
    const edulearn = templateCatalogue.find((t) => t.id === "edulearn")!;
    expect(firstFew(edulearn.features).more).toBe(3);
    expect(firstFew(edulearn.technologies).more).toBe(2);
  });
});
