import { describe, expect, it } from "vitest";
import { launchingSoonPageSchema } from "./launching-soon.schema.ts";
import { launchingSoonPage } from "./launching-soon.ts";
import { sitePages } from "./site-map.ts";

describe("launching-soon content", () => {
  it("parses with its schema and rejects unknown keys", () => {
    expect(() => launchingSoonPageSchema.parse(launchingSoonPage)).not.toThrow();
    expect(launchingSoonPageSchema.safeParse({ ...launchingSoonPage, extra: 1 }).success).toBe(false);
  });

  it("has the spec's sections and strings", () => {
    expect(launchingSoonPage.countdown.title).toBe("Launching In");
    expect(Object.values(launchingSoonPage.countdown.labels)).toEqual([
      "Days",
      "Hours",
      "Minutes",
      "Seconds",
    ]);
    expect(launchingSoonPage.building.title).toBe("What We're Building");
    expect(launchingSoonPage.building.cards.map((c) => c.title)).toEqual([
      "Web Development",
      "Digital Marketing",
      "E-Commerce Solutions",
      "Branding & Design",
    ]);
    expect(launchingSoonPage.whyChoose.title).toMatch(/^Why Choose /);
    expect(launchingSoonPage.whyChoose.points).toEqual([
      "Professional Web Design & Development",
      "Complete Branding Solutions",
      "SEO Optimization",
      "Social Media Marketing",
      "E-Commerce Development",
      "24/7 Customer Support",
    ]);
    const { notify } = launchingSoonPage;
    expect(notify.title).toBe("Be the First to Know!");
    expect(notify.submitting).toBe("Subscribing...");
    expect(notify.successToast).toBe("Thank you! We'll notify you when we launch.");
    expect(notify.failureToast).toBe("Something went wrong. Please try again.");
    expect(notify.pageName).toBe("Launching Soon");
  });

  it("links its footer to real pages", () => {
    const paths = new Set(sitePages.map((p) => p.path));
    for (const link of launchingSoonPage.footer.links) expect(paths.has(link.to)).toBe(true);
  });
});
