import { describe, expect, it } from "vitest";
import { PACKAGE_CATEGORIES, packagesPageSchema } from "./packages.schema.ts";
import { packagesPage } from "./packages.ts";

const { packages } = packagesPage;

describe("packages page content", () => {
  it("matches its schema", () => {
    expect(() => packagesPageSchema.parse(packagesPage)).not.toThrow();
  });

  it("has eleven packages with unique ids, in every category, all Contact for Pricing", () => {
    expect(packages).toHaveLength(11);
    expect(new Set(packages.map((p) => p.id)).size).toBe(11);
    for (const category of PACKAGE_CATEGORIES)
      expect(packages.some((p) => p.category === category)).toBe(true);
    for (const p of packages) expect(p.price).toBe("Contact for Pricing");
  });

  it("uses each of the badges Popular, Featured and Best Value", () => {
    expect(new Set(packages.map((p) => p.badge).filter(Boolean))).toEqual(
      new Set(["Popular", "Featured", "Best Value"]),
    );
  });

  it("has the three domain and hosting products with their actions, Pro Hosting recommended", () => {
    expect(packagesPage.hosting.products.map((p) => [p.title, p.action, p.recommended])).toEqual([
      ["Domain Registration", "Search Domain", false],
      ["Pro Hosting", "Get Hosting", true],
      ["E-Commerce Hosting", "Learn More", false],
    ]);
  });
});
