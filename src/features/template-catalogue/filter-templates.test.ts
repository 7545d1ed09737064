import { describe, expect, it } from "vitest";
import { categoriesOf, filterTemplates } from "./filter-templates.ts";

const templates = [
  { id: "school", title: "EduLearn", category: "Education", description: "A platform for tuition classes." },
  { id: "clinic", title: "MediCare Clinic", category: "Healthcare", description: "For medical centres." },
  { id: "dining", title: "Saffron Table", category: "Restaurant", description: "For fine-dining places." },
  { id: "kit", title: "MonkHub", category: "Business", description: "A kit for agencies." },
  { id: "tutor", title: "Tutor Pro", category: "Education", description: "One-to-one lessons." },
];
const ids = (list: readonly { id: string }[]) => list.map((template) => template.id);

describe("filterTemplates", () => {
  it("shows everything by default", () => {
    expect(filterTemplates(templates, { category: null, query: "" })).toEqual(templates);
  });

  it("filters by category", () => {
    expect(ids(filterTemplates(templates, { category: "Education", query: "" }))).toEqual([
      "school",
      "tutor",
    ]);
    expect(ids(filterTemplates(templates, { category: "Healthcare", query: "" }))).toEqual(["clinic"]);
  });

  it("searches titles and descriptions, ignoring case and outer spaces", () => {
    expect(ids(filterTemplates(templates, { category: null, query: "  EDULEARN " }))).toEqual(["school"]);
    expect(ids(filterTemplates(templates, { category: null, query: "FINE-DINING" }))).toEqual(["dining"]);
  });

  it("does not search other fields", () => {
    expect(filterTemplates(templates, { category: null, query: "Healthcare" })).toEqual([]);
    expect(filterTemplates(templates, { category: null, query: "kit-" })).toEqual([]);
  });

  it("combines the search with the category", () => {
    expect(filterTemplates(templates, { category: "Restaurant", query: "clinic" })).toEqual([]);
    expect(ids(filterTemplates(templates, { category: "Healthcare", query: "clinic" }))).toEqual(["clinic"]);
    expect(ids(filterTemplates(templates, { category: "Education", query: "lessons" }))).toEqual(["tutor"]);
  });
});

it("lists each category once, in catalogue order", () => {
  expect(categoriesOf(templates)).toEqual(["Education", "Healthcare", "Restaurant", "Business"]);
});
