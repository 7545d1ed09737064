import { describe, expect, it } from "vitest";
import { findService } from "./service-catalogue.ts";
import { servicesPageSchema } from "./services-overview.schema.ts";
import { servicesPage } from "./services-overview.ts";

describe("services overview content", () => {
  it("matches its schema", () => {
    expect(() => servicesPageSchema.parse(servicesPage)).not.toThrow();
  });

  it("has the seven cards with exactly the spec's link targets", () => {
    expect(servicesPage.cards.items.map((c) => [c.title, c.to])).toEqual([
      ["Web Design & Development", "/services/web-design-development"],
      ["Innovative UI/UX Design", "/services/web-design-development"],
      ["Brand Identity & Logo design", "/services/graphic-design-branding"],
      ["Graphic Design", "/services/graphic-design-branding"],
      ["Content Creation", "/services/social-media-marketing"],
      ["SEO & Digital Marketing", "/services/seo-optimization"],
      ["Private Limited Business Registration", "/services/private-limited-business-registration"],
    ]);
    for (const card of servicesPage.cards.items)
      expect(findService(card.to.replace("/services/", ""))).toBeDefined();
  });

  it("has nine skill tags and the four process steps in order", () => {
    expect(new Set(servicesPage.skills.tags).size).toBe(9);
    expect(servicesPage.process.steps.map((s) => `${s.step} ${s.title}`)).toEqual([
      "1 Discover",
      "2 Plan",
      "3 Create",
      "4 Deliver & Support",
    ]);
  });
});
