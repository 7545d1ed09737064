import { describe, expect, it } from "vitest";
import { QUOTE_SERVICE_IDS, quotePageSchema } from "./quote.schema.ts";
import { quotePage } from "./quote.ts";

describe("quote page content", () => {
  it("parses with its schema and rejects unknown keys", () => {
    expect(() => quotePageSchema.parse(quotePage)).not.toThrow();
    expect(quotePageSchema.safeParse({ ...quotePage, extra: true }).success).toBe(false);
  });

  it("uses the spec's service ids, budgets, timelines and file types", () => {
    const { form } = quotePage;
    expect(form.services.map((s) => s.id)).toEqual([...QUOTE_SERVICE_IDS]);
    expect(form.budgets.map((b) => b.replaceAll("$", "").replace(" - ", "-"))).toEqual([
      "500-1,000",
      "1,000-2,500",
      "2,500-5,000",
      "5,000-10,000",
      "10,000-25,000",
      "25,000+",
      "I need consultation",
    ]);
    expect(form.timelines).toEqual([
      "ASAP (Rush Job)",
      "1-2 weeks",
      "2-4 weeks",
      "1-2 months",
      "2-3 months",
      "3+ months",
      "Flexible timeline",
    ]);
    expect(form.files.accepted).toEqual(["pdf", "doc", "docx", "jpg", "jpeg", "png", "zip"]);
    expect(form.files.hint).toContain("Max 10MB each");
  });

  it("has the spec's toasts and button label", () => {
    const { toasts, errors, submitting } = quotePage.form;
    expect(toasts.success).toBe("Quote request prepared! WhatsApp will open with your details.");
    expect(toasts.failure).toBe("Failed to prepare quote request. Please try again.");
    expect(errors.agreeToTerms).toBe("Please agree to the terms and privacy policy");
    expect(errors.services).toBe("Please select at least one service");
    expect(submitting).toBe("Submitting...");
  });

  it("gives the hours from the site config", () => {
    expect(quotePage.aside.contactText).toContain("Mon-Fri 9:00-18:00 and Sat 9:00-14:00");
  });
});
