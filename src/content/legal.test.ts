import { describe, expect, it } from "vitest";
import { readInitialContent } from "./initial-content.test-helpers.ts";
import { readSiteContent, single } from "./read-content.ts";

/** The live files: any number of documents, each well formed. */
const live = readSiteContent();
/** The spec's documents and words, pinned on the initial content (tests/fixtures/initial-content). */
const content = readInitialContent();
const documents = Object.fromEntries(content.legal.map((entry) => [entry.id, entry]));
/** The `##` headings of a document's Markdown: its numbered sections. */
const sectionsOf = (body = "") => [...body.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim());
const proseOf = (body = "") => body.replace(/\s+/g, " ");

describe("legal documents (the live files)", () => {
  it.each(live.legal.map((entry) => [entry.file, entry] as const))(
    "%s: a contact section that exists, every section headed once, no contact value typed",
    (_file, { data, body }) => {
      expect(sectionsOf(body)).toContain(data.contactSection);
      // Text before the first heading would belong to no section.
      expect(body!.trim().startsWith("## ")).toBe(true);
      // Contact values come from the identity file, never typed into the document.
      expect(body).not.toMatch(/@|\+94|\+91|https?:\/\//);
      expect(new Set(sectionsOf(body)).size).toBe(sectionsOf(body).length);
    },
  );
});

describe("legal documents as first delivered (tests/fixtures/initial-content)", () => {
  it("are the privacy policy and the terms of service, each at its own address", () => {
    expect(Object.keys(documents).sort()).toEqual(["privacy-policy", "terms-of-service"]);
    expect(documents["privacy-policy"]!.data.title).toBe("Privacy Policy");
    expect(documents["terms-of-service"]!.data.title).toBe("Terms of Service");
  });

  it.each(Object.keys(documents))("%s: effective January 15, 2025, ending with Contact Us", (id) => {
    const { data, body } = documents[id]!;
    expect(data.effectiveDate).toBe("2025-01-15");
    expect(sectionsOf(body).at(-1)).toBe("Contact Us");
  });

  it("the privacy policy has the eleven sections of the spec, in order, and its closing card", () => {
    const { data, body } = documents["privacy-policy"]!;
    expect(sectionsOf(body)).toEqual([
      "Who We Are",
      "Information We Collect",
      "How We Use Your Information",
      "Cookies and Similar Technologies",
      "Sharing Your Information",
      "How We Protect Your Data",
      "Your Rights",
      "How Long We Keep Your Data",
      "Third-Party Links",
      "Changes to This Policy",
      "Contact Us",
    ]);
    expect(data.closing.text).toMatch(/committed to protecting your privacy/);
  });

  it("the terms have the thirteen sections of the spec, in order, and the closing card", () => {
    const { data, body } = documents["terms-of-service"]!;
    expect(sectionsOf(body)).toEqual([
      "Who We Are",
      "Scope of Our Services",
      "Using Our Services",
      "Payments & Refunds",
      "Project Timelines",
      "Intellectual Property",
      "Third-Party Services",
      "Limitation of Liability",
      "Confidentiality",
      "Termination",
      "Dispute Resolution",
      "Changes to These Terms",
      "Contact Us",
    ]);
    expect(data.closing.title).toBe("Clear Terms, Better Partnership");
  });

  it("the terms state each term the spec lists", () => {
    const text = proseOf(documents["terms-of-service"]!.body);
    for (const term of [
      "Payment terms for each project are set out in your proposal or invoice.",
      "50% upfront deposit before work starts",
      "The balance is due before final delivery or launch.",
      "Refunds are generally not given for work already completed.",
      "Once you have paid in full, you own the final deliverables",
      "We keep ownership of our pre-existing tools, code libraries, templates",
      "portfolio and on social media, unless you object in writing",
      "end a project by written notice",
      "must be settled",
      "governed by the laws of Sri Lanka",
    ]) {
      expect(text).toContain(term);
    }
  });

  it("shares its labels between both pages", () => {
    const copy = single(content.legalPage, "legalPage");
    expect(copy.effective).toBe("Effective date: {date}");
    expect(copy.tocTitle.length).toBeGreaterThan(0);
  });
});
