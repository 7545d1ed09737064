import { describe, expect, it } from "vitest";
import { readInitialContent } from "./initial-content.test-helpers.ts";
import { single } from "./read-content.ts";

/** The spec's words, on the initial content (tests/fixtures/initial-content): the live copy is the staff's. */
const content = readInitialContent();
const page = single(content.launchingSoonPage, "launchingSoonPage");
const identity = single(content.identity, "identity");
const layout = single(content.layout, "layout");

describe("launching-soon content", () => {
  it("has the spec's countdown, sections and sign-up words", () => {
    expect(page.countdown.title).toBe("Launching In");
    expect(Object.values(page.countdown.labels)).toEqual(["Days", "Hours", "Minutes", "Seconds"]);
    expect(page.building.title).toBe("What We're Building");
    expect(page.building.cards.map((c) => c.title)).toEqual([
      "Web Development",
      "Digital Marketing",
      "E-Commerce Solutions",
      "Branding & Design",
    ]);
    expect(page.whyChoose.title).toBe(`Why Choose ${identity.name}`);
    expect(page.whyChoose.points).toEqual([
      "Professional Web Design & Development",
      "Complete Branding Solutions",
      "SEO Optimization",
      "Social Media Marketing",
      "E-Commerce Development",
      "24/7 Customer Support",
    ]);
    expect(page.notify.title).toBe("Be the First to Know!");
    expect(page.notify.submitting).toBe("Subscribing...");
    expect(page.notify.successToast).toBe("Thank you! We'll notify you when we launch.");
    expect(page.notify.failureToast).toBe("Something went wrong. Please try again.");
  });

  it("takes its contact values, launch date, copyright year and legal links from the shared files", () => {
    expect(identity.contact.emails.projects).not.toBe(identity.contact.emails.info);
    expect(identity.contact.phones.map((p) => p.label)).toEqual(["Sri Lanka", "India"]);
    expect(identity.offices.map((o) => o.country)).toEqual(["Sri Lanka", "India"]);
    expect(identity.launchDate).toBe("2025-08-18T00:00:00");
    expect(identity.copyrightYears.launch).toBe(2024);
    expect(layout.footer.legalLinks.map((link) => link.to)).toEqual(["/privacy-policy", "/terms-of-service"]);
  });

  it("leaves no site word unfilled", () => {
    expect(JSON.stringify(page)).not.toMatch(/\{(siteName|foundedYear)\}/);
    expect(page.whyChoose.intro).toContain(String(identity.foundedYear));
  });
});
