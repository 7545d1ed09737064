import { describe, expect, it } from "vitest";
import { hasImage } from "./images.ts";
import { serviceCatalogueSchema, serviceDetailCopySchema } from "./service-catalogue.schema.ts";
import {
  findService,
  packageEnquiryIntro,
  serviceCatalogue,
  serviceDetailCopy,
} from "./service-catalogue.ts";

const byId = (id: string) => findService(id)!;
const packageNames = (id: string) => byId(id).packages.map((p) => p.name);
const features = (id: string, index: number) => byId(id).packages[index]!.features as readonly string[];

describe("service catalogue", () => {
  it("matches its schema", () => {
    expect(() => serviceCatalogueSchema.parse(serviceCatalogue)).not.toThrow();
    expect(() => serviceDetailCopySchema.parse(serviceDetailCopy)).not.toThrow();
  });

  it("holds exactly the nine ids the spec names, once each", () => {
    expect(serviceCatalogue.map((s) => s.id).sort()).toEqual(
      [
        "private-limited-business-registration",
        "e-commerce",
        "web-design-development",
        "social-media-marketing",
        "graphic-design-branding",
        "seo-optimization",
        "google-ads-management",
        "domain-hosting",
        "photography",
      ].sort(),
    );
  });

  it("prices every package as Contact for Pricing", () => {
    for (const service of serviceCatalogue)
      for (const pkg of service.packages) expect(pkg.price).toBe("Contact for Pricing");
  });

  it("names image keys under services/ for the imagery pipeline", () => {
    for (const service of serviceCatalogue)
      for (const kind of ["hero", "overview", "features", "packages"] as const) {
        const key = service[`${kind}Image`].key;
        expect(key).toBe(`services/${service.id}-${kind}`);
        // Keys that are generated must exist; missing ones render the placeholder until they are.
        if (hasImage(`services/${service.id}-hero`)) expect(hasImage(key)).toBe(true);
      }
  });

  describe("findService", () => {
    it("finds a service by id", () => {
      expect(findService("photography")?.title).toBe("Photography");
    });
    it.each([undefined, "", "unknown-service", "Photography", "photography/"])(
      "is undefined for %j",
      (id) => {
        expect(findService(id)).toBeUndefined();
      },
    );
  });

  it("builds an enquiry naming the package and the service", () => {
    expect(packageEnquiryIntro("Gold", "Private Limited Business Registration")).toBe(
      "Hello Serendib Digital! I'm interested in the Gold package for Private Limited Business Registration.",
    );
  });
});

describe("service packages carry the spec §9 features", () => {
  const registration = "private-limited-business-registration";
  const basics = [
    "Company name reservation",
    "Forms 01, 18 and 19 prepared and filed",
    "Articles of association",
    "Certificate of incorporation",
    "TIN registration on request",
    "Bank account opening resolution",
    "Bookkeeping advice for your first year",
    "Certified copies of your company documents",
  ];

  it("registration: Basic, Gold, Advance; all include the basics; the director fee is stated", () => {
    expect(packageNames(registration)).toEqual(["Basic", "Gold", "Advance"]);
    for (const index of [0, 1, 2])
      expect(features(registration, index)).toEqual(expect.arrayContaining(basics));
    expect(byId(registration).packagesNote).toContain("Rs.3,000.00");
    expect(byId(registration).packagesNote).toMatch(/additional director/);
  });

  it("registration: Gold adds seals, invoices, logo, business card and letterhead; Advance only seals and invoices", () => {
    const extras = (index: number) => features(registration, index).filter((f) => !basics.includes(f));
    expect(extras(0)).toEqual([]);
    expect(extras(1)).toEqual([
      "3 pre-inked company seals",
      "Invoice templates",
      "Company logo design",
      "Business card design",
      "Letterhead design",
    ]);
    expect(extras(2)).toEqual(["3 pre-inked company seals", "Invoice templates"]);
  });

  it("e-commerce: 50, 500 and unlimited products; 1, 3 and 6 months of support", () => {
    expect(features("e-commerce", 0)).toEqual(
      expect.arrayContaining(["Up to 50 products", "1 month of support"]),
    );
    expect(features("e-commerce", 1)).toEqual(
      expect.arrayContaining(["Up to 500 products", "3 months of support"]),
    );
    expect(features("e-commerce", 2)).toEqual(
      expect.arrayContaining(["Unlimited products", "6 months of support"]),
    );
  });

  it("web: 5, 10 and 20+ pages; 1, 2 and 6 months of maintenance", () => {
    const web = "web-design-development";
    expect(packageNames(web)).toEqual(["Starter", "Business", "Premium"]);
    expect(features(web, 0)).toEqual(expect.arrayContaining(["Up to 5 pages", "1 month of maintenance"]));
    expect(features(web, 1)).toEqual(expect.arrayContaining(["Up to 10 pages", "2 months of maintenance"]));
    expect(features(web, 2)).toEqual(expect.arrayContaining(["20+ pages", "6 months of maintenance"]));
  });

  it("social media: 12, 20 and 30+ posts; 0, 4 and 8 reels", () => {
    const social = "social-media-marketing";
    expect(features(social, 0)).toEqual(
      expect.arrayContaining(["12 posts per month", "No reels (static posts only)"]),
    );
    expect(features(social, 1)).toEqual(expect.arrayContaining(["20 posts per month", "4 reels per month"]));
    expect(features(social, 2)).toEqual(expect.arrayContaining(["30+ posts per month", "8 reels per month"]));
  });

  it("logos: 2 and 4 concepts, then a premium tier", () => {
    const brand = "graphic-design-branding";
    expect(features(brand, 0)).toContain("2 logo concepts");
    expect(features(brand, 1)).toContain("4 logo concepts");
    expect(packageNames(brand)[2]).toBe("Premium");
  });

  it.each([
    ["seo-optimization", ["Basic", "Advanced", "Elite"]],
    ["google-ads-management", ["Basic", "Standard", "Advanced"]],
    ["domain-hosting", ["Bronze", "Silver", "Gold"]],
    ["photography", ["Standard A", "Standard C", "VIP 2"]],
  ])("%s tiers are %j", (id, names) => {
    expect(packageNames(id)).toEqual(names);
  });
});
