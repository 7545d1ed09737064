import { describe, expect, it } from "vitest";
import { readInitialContent } from "./initial-content.test-helpers.ts";
import { readSiteContent, single } from "./read-content.ts";
import { packagesPageSchema } from "./schemas/packages-page.ts";
import { pricingPackageSchema } from "./schemas/pricing-packages.ts";

const live = readSiteContent();
/** The spec's catalogue and words, pinned on the initial content (the live files are the staff's to change). */
const content = readInitialContent();
const page = single(content.packagesPage, "packagesPage");
const packages = [...content.pricingPackages].sort((a, b) => a.data.order - b.data.order);
const categories = [...new Set(packages.map((p) => p.data.category))];

describe("packages (the live files: any number, in any categories)", () => {
  it("name only badges the page has words for, and leave no site word unfilled", () => {
    const livePage = single(live.packagesPage, "packagesPage");
    for (const { file, data } of live.pricingPackages)
      if (data.badge) expect(livePage.badges[data.badge], file).toBeTruthy();
    expect(JSON.stringify([livePage, live.pricingPackages])).not.toMatch(/\{(siteName|responseHours)\}/);
  });
});

describe("packages page content as first delivered (tests/fixtures/initial-content)", () => {
  it("lists the spec's eleven packages in its five categories, in the spec's order", () => {
    expect(packages).toHaveLength(11);
    expect(categories).toEqual([
      "Photography",
      "Graphic Design",
      "Social Media Marketing",
      "Web Development",
      "Business Registration",
    ]);
  });

  it("gives every package a distinct order and names each badge (Popular, Featured, Best Value) somewhere", () => {
    expect(new Set(packages.map((p) => p.data.order)).size).toBe(packages.length);
    const used = new Set(packages.map((p) => p.data.badge).filter(Boolean));
    expect([...used].map((badge) => page.badges[badge!]).sort()).toEqual([
      "Best Value",
      "Featured",
      "Popular",
    ]);
  });

  it("keeps the spec's words: the count line, Contact for Pricing, Recommended, WhatsApp Us, Get Custom Quote", () => {
    // The spec's "Showing N package(s)", as it writes it, for every count (other languages word each form).
    expect(page.filter.count).toEqual({
      one: "Showing {count} package(s)",
      other: "Showing {count} package(s)",
    });
    expect(page.price).toBe("Contact for Pricing");
    expect(page.hosting.recommendedLabel).toBe("Recommended");
    expect(page.custom.whatsappLabel).toBe("WhatsApp Us");
    expect(page.custom.quote).toEqual({ label: "Get Custom Quote", to: "/contact" });
  });

  it("offers the three domain and hosting products with their buttons, Pro Hosting recommended", () => {
    expect(page.hosting.products.map((p) => [p.title, p.action, p.recommended])).toEqual([
      ["Domain Registration", "Search Domain", false],
      ["Pro Hosting", "Get Hosting", true],
      ["E-Commerce Hosting", "Learn More", false],
    ]);
  });

  it("leaves no site word unfilled", () => {
    expect(JSON.stringify([page, packages])).not.toMatch(/\{(siteName|responseHours)\}/);
  });
});

describe("packages schemas", () => {
  const pkg = packages[0]!.data;
  const schema = pricingPackageSchema();

  it("rejects an unknown badge or icon, a missing category and unknown fields", () => {
    expect(schema.safeParse({ ...pkg, badge: "Hot" }).success).toBe(false);
    expect(schema.safeParse({ ...pkg, icon: "rocket-ship" }).success).toBe(false);
    const { category: _category, ...noCategory } = pkg;
    expect(schema.safeParse(noCategory).success).toBe(false);
    expect(schema.safeParse({ ...pkg, price: "LKR 10,000" }).success).toBe(false);
  });

  it("treats a package as not popular and without a badge unless it says so", () => {
    const { popular: _popular, badge: _badge, ...plain } = pkg;
    expect(schema.parse(plain)).toMatchObject({ popular: false });
    expect(schema.parse(plain)).not.toHaveProperty("badge");
  });

  it("needs {count} in the count line's general form", () => {
    const data = page;
    const broken = {
      ...data,
      filter: { ...data.filter, count: { one: "Showing {count} package", other: "Showing some" } },
    };
    expect(packagesPageSchema().safeParse(broken).success).toBe(false);
  });
});
