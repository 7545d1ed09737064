import { describe, expect, it } from "vitest";
import { legalDocumentSchema } from "./legal-document.schema.ts";
import { privacyPolicyPage } from "./privacy-policy.ts";
import { termsOfServicePage } from "./terms-of-service.ts";

const allText = (doc: typeof privacyPolicyPage | typeof termsOfServicePage) =>
  doc.sections
    .flatMap((s) => s.blocks.flatMap((b) => (b.kind === "paragraph" ? [b.text] : [...b.items])))
    .join("\n");

describe.each([
  ["privacy policy", privacyPolicyPage],
  ["terms of service", termsOfServicePage],
] as const)("%s content", (_, doc) => {
  it("parses with the legal document schema, unknown keys rejected", () => {
    expect(() => legalDocumentSchema.parse(doc)).not.toThrow();
    expect(legalDocumentSchema.safeParse({ ...doc, extra: 1 }).success).toBe(false);
  });

  it("is effective January 15, 2025, with unique section anchors and a contact section last", () => {
    expect(doc.effectiveDate).toBe("January 15, 2025");
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.sections.at(-1)).toMatchObject({ title: "Contact Us", showContact: true });
  });
});

describe("privacy policy", () => {
  it("has the eleven sections of the spec, in order", () => {
    expect(privacyPolicyPage.sections.map((s) => s.title)).toEqual([
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
    expect(privacyPolicyPage.closing.text).toMatch(/committed to protecting your privacy/);
  });
});

describe("terms of service", () => {
  it("has the thirteen sections of the spec, in order", () => {
    expect(termsOfServicePage.sections.map((s) => s.title)).toEqual([
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
    expect(termsOfServicePage.closing.title).toBe("Clear Terms, Better Partnership");
  });

  it("states each term the spec lists", () => {
    const text = allText(termsOfServicePage);
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
});
