import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hasImage } from "./images.ts";
import { templateCatalogueSchema } from "./template-catalogue.schema.ts";
import {
  findTemplate,
  normaliseTemplateId,
  templateCatalogue,
  templatePreviewUrl,
} from "./template-catalogue.ts";

const publicDir = join(import.meta.dirname, "../../public");

describe("template catalogue", () => {
  it("matches its schema, with unique ids", () => {
    expect(() => templateCatalogueSchema.parse(templateCatalogue)).not.toThrow();
    const ids = templateCatalogue.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining(["edulearn", "medicare", "saffron-table", "monkhub-ultimate"]),
    );
  });

  it("keeps the spec's categories, prices and demo pages", () => {
    const byCategory = Object.fromEntries(templateCatalogue.map((t) => [t.category, t]));
    expect(byCategory.Education?.price).toBe("$399");
    expect(byCategory.Healthcare?.price).toBe("$299");
    expect(byCategory.Restaurant?.price).toBe("$349");
    expect(byCategory.Education?.demoPages.map((p) => p.name)).toEqual([
      "Home",
      "Courses",
      "Dashboard",
      "Chat",
      "Login",
    ]);
    expect(byCategory.Healthcare?.demoPages.map((p) => p.name)).toEqual(["Home", "Services", "Doctors"]);
    expect(byCategory.Restaurant?.demoPages.map((p) => p.name)).toEqual(["Home"]);
  });

  it("previews each template on its demo home page, and every demo page exists", () => {
    for (const template of templateCatalogue) {
      expect(template.previewUrl).toBe(template.demoPages[0]?.url);
      for (const page of template.demoPages)
        expect(existsSync(join(publicDir, page.url)), page.url).toBe(true);
    }
  });

  it("names images that exist, keyed templates/<id>", () => {
    for (const template of templateCatalogue) {
      expect(template.image.key).toBe(`templates/${template.id}`);
      expect(hasImage(template.image.key), template.image.key).toBe(true);
    }
  });
});

describe("findTemplate", () => {
  it.each([
    ["edulearn", "edulearn"],
    ["EduLearn", "edulearn"],
    ["saffron-table", "saffron-table"],
    ["Saffron-Table", "saffron-table"],
    ["saffron table", "saffron-table"],
    ["MonkHub-Ultimate", "monkhub-ultimate"],
    ["MONKHUB ULTIMATE", "monkhub-ultimate"],
  ])("finds %s", (routeId, id) => {
    expect(findTemplate(routeId)?.id).toBe(id);
  });

  it.each([undefined, "", "edu", "monkhub", "saffron-table-2"])("finds nothing for %s", (routeId) => {
    expect(findTemplate(routeId)).toBeUndefined();
  });

  it("reads hyphens as spaces", () => {
    expect(normaliseTemplateId("MonkHub-Ultimate")).toBe("monkhub ultimate");
  });
});

describe("templatePreviewUrl", () => {
  it("opens the static 404 page for monkhub-ultimate, whatever its data says", () => {
    expect(templatePreviewUrl({ id: "monkhub-ultimate", previewUrl: "/elsewhere.html" })).toBe(
      "/404-error-page.html",
    );
    expect(templatePreviewUrl({ id: "edulearn", previewUrl: "/template-demos/edulearn/index.html" })).toBe(
      "/template-demos/edulearn/index.html",
    );
  });
});
