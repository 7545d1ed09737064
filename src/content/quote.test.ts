import { describe, expect, it } from "vitest";
import { fillTemplate } from "#contracts/words.ts";
import { readInitialContent } from "./initial-content.test-helpers.ts";
import { single } from "./read-content.ts";

/** The spec's words, on the initial content (tests/fixtures/initial-content): the live copy is the staff's. */
const content = readInitialContent();
const quote = single(content.quotePage, "quotePage");
const enquiries = single(content.enquiries, "enquiries");
const identity = single(content.identity, "identity");
const layout = single(content.layout, "layout");

describe("opening hours", () => {
  it("read as the spec writes them: Mon-Fri 9:00-18:00, Sat 9:00-14:00", () => {
    const lines = identity.hours.map((slot) =>
      fillTemplate(layout.wording.openingHours, {
        days: slot.days,
        hours: fillTemplate(layout.wording.openingTimes, { opens: slot.opens, closes: slot.closes }),
      }),
    );
    expect(lines).toEqual(["Mon-Fri 9:00-18:00", "Sat 9:00-14:00"]);
  });
});

describe("quote page content", () => {
  it("has the spec's budgets, timelines and file types", () => {
    const { form } = quote;
    expect(form.budgets.map((budget) => budget.replaceAll("$", "").replace(" - ", "-"))).toEqual([
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
    expect(form.files.maxMegabytes).toBe(10);
    expect(form.files.hint).toContain("Max {max}MB each");
  });

  it("has the spec's toasts, messages and button label", () => {
    const { toasts, errors, submitting } = quote.form;
    expect(toasts.success).toBe("Quote request prepared! WhatsApp will open with your details.");
    expect(toasts.failure).toBe("Failed to prepare quote request. Please try again.");
    expect(errors.agreeToTerms).toBe("Please agree to the terms and privacy policy");
    expect(errors.services).toBe("Please select at least one service");
    expect(submitting).toBe("Submitting...");
  });

  it("leaves the opening hours to the identity file and the messages to the enquiries file", () => {
    expect(quote.aside.contactText).toContain("{hours}");
    expect(JSON.stringify(quote)).not.toMatch(/9:00|18:00|@serendib|wa\.me|94771234567/);
    expect(enquiries.quoteForm.intro).toBe("Hi Serendib Digital! I'd like a free quote.");
    expect(enquiries.quoteQuestion).toContain("Serendib Digital");
  });
});
