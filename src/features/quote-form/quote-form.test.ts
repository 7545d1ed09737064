import { describe, expect, it, vi } from "vitest";
import {
  composeQuoteEnquiry,
  type QuoteEnquiryCopy,
} from "#contracts/enquiry-forms/compose-quote-enquiry.ts";
import { quoteServices } from "#contracts/enquiry-forms/from-content.ts";
import { quoteFormSchema } from "#contracts/enquiry-forms/quote-form.ts";
import { enquiry, rules, services, toasts } from "./quote-form.test-helpers.ts";
import { emptyQuoteForm } from "./quote-form-defaults.ts";
import { QUOTE_SUBMIT_DELAY_MS, submitQuote } from "./submit-quote.ts";

const schema = quoteFormSchema(rules);
const valid = {
  ...emptyQuoteForm,
  fullName: "Nimali Fernando",
  email: "nimali@example.lk",
  phone: "+94 77 000 0000",
  services: ["web-design", "seo"],
  budgetRange: "$1,000 - $2,500",
  timeline: "1-2 months",
  projectDescription: "A shop for our tea.",
  agreeToTerms: true,
};

function errorsOf(values: object) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]).reverse());
}

describe("quote form rules", () => {
  it("names every missing answer at once", () => {
    expect(errorsOf(emptyQuoteForm)).toEqual({
      fullName: "Please enter your full name",
      email: "Please enter your email address",
      phone: "Please enter your phone number",
      budgetRange: "Please select a budget range",
      timeline: "Please select a timeline",
      projectDescription: "Please describe your project",
      agreeToTerms: "Please agree to the terms and privacy policy",
      services: "Please select at least one service",
    });
  });

  it("asks for a service, and accepts an 'other' service instead", () => {
    expect(errorsOf({ ...valid, services: [] })).toEqual({ services: "Please select at least one service" });
    expect(errorsOf({ ...valid, services: [], otherService: "   " })).toEqual({
      services: "Please select at least one service",
    });
    expect(errorsOf({ ...valid, services: [], otherService: "Menu design" })).toEqual({});
  });

  it("needs the terms", () => {
    expect(errorsOf({ ...valid, agreeToTerms: false })).toEqual({
      agreeToTerms: "Please agree to the terms and privacy policy",
    });
  });

  it("counts spaces as empty and rejects malformed emails", () => {
    expect(errorsOf({ ...valid, fullName: "  ", projectDescription: "\n\t" })).toEqual({
      fullName: "Please enter your full name",
      projectDescription: "Please describe your project",
    });
    for (const email of ["nimali", "nimali@example", "nimali @example.lk", "@example.lk"]) {
      expect(errorsOf({ ...valid, email })).toEqual({ email: "Please enter a valid email address" });
    }
  });

  it("rejects unknown services and options", () => {
    expect(errorsOf({ ...valid, services: ["hacking"] })).toEqual({
      "services.0": "Please choose services from the list",
    });
    expect(errorsOf({ ...valid, budgetRange: "$1" })).toEqual({
      budgetRange: "Please select a budget range",
    });
    expect(errorsOf({ ...valid, timeline: "Yesterday" })).toEqual({ timeline: "Please select a timeline" });
  });

  it("keeps Unicode and markup, and limits very long text", () => {
    const parsed = schema.parse({ ...valid, fullName: " ශ්‍රී <b>x</b> 🌴 ", additionalNotes: "தமிழ் & हिन्दी" });
    expect(parsed.fullName).toBe("ශ්‍රී <b>x</b> 🌴");
    expect(parsed.additionalNotes).toBe("தமிழ் & हिन्दी");
    expect(errorsOf({ ...valid, projectDescription: "x".repeat(4000) })).toEqual({});
    expect(errorsOf({ ...valid, projectDescription: "x".repeat(4001) })).toEqual({
      projectDescription: "Please keep this under 4,000 characters",
    });
    expect(errorsOf({ ...valid, companyName: "x".repeat(201) })).toEqual({
      companyName: "Please keep this under 200 characters",
    });
  });
});

describe("quote services", () => {
  it("are the services whose file offers them on the quote form, in the order given", () => {
    const entries = [
      { data: { listings: { quoteForm: { id: "web-design", label: "Web", description: "Sites." } } } },
      { data: { listings: {} } },
      { data: { listings: { quoteForm: { id: "seo", label: "SEO", description: "Search." } } } },
    ];
    expect(quoteServices(entries).map((service) => service.id)).toEqual(["web-design", "seo"]);
  });
});

describe("quote enquiry text", () => {
  it("gives name, company, email, phone, services, budget, timeline, description, notes and files", () => {
    const values = schema.parse({ ...valid, otherService: "Menu design", additionalNotes: "Line 1\nLine 2" });
    const text = composeQuoteEnquiry(
      values,
      [{ name: "brief.pdf" }, { name: "logo.png" }],
      enquiry,
      services,
    );
    expect(text.split("\n")).toEqual([
      "Hi Agency! I'd like a free quote.",
      "Name: Nimali Fernando",
      "Company: Not provided",
      "Email: nimali@example.lk",
      "Phone: +94 77 000 0000",
      "Services: Web Design & Development, SEO Optimization, Other: Menu design",
      "Budget: $1,000 - $2,500",
      "Timeline: 1-2 months",
      "Project description: A shop for our tea.",
      "Additional notes: Line 1",
      "Line 2",
      "Files: 2 (brief.pdf, logo.png)",
      "Language: English",
    ]);
  });

  it("keeps a Hindi visitor's greeting and words, with the staff's labels and the language named", () => {
    const hindi: QuoteEnquiryCopy = {
      ...enquiry,
      intro: "नमस्ते Agency! मुझे मुफ़्त कोटेशन चाहिए।",
      language: { locale: "hi", label: "Language" },
    };
    const hindiServices = services.map((service) => ({ ...service, label: `${service.label} (हिन्दी)` }));
    const values = schema.parse({
      ...valid,
      projectDescription: "चाय की दुकान के लिए वेबसाइट",
      otherService: "मेन्यू",
    });
    const lines = composeQuoteEnquiry(values, [{ name: "ब्रीफ़.pdf" }], hindi, hindiServices).split("\n");
    expect(lines[0]).toBe(hindi.intro);
    expect(lines).toContain(
      "Services: Web Design & Development (हिन्दी), SEO Optimization (हिन्दी), Other: मेन्यू",
    );
    expect(lines).toContain("Project description: चाय की दुकान के लिए वेबसाइट");
    expect(lines).toContain("Files: 1 (ब्रीफ़.pdf)");
    expect(lines.at(-1)).toBe("Language: Hindi");
  });

  it("says there are no files, and the company when given", () => {
    const text = composeQuoteEnquiry(
      schema.parse({ ...valid, companyName: "Tea Co" }),
      [],
      enquiry,
      services,
    );
    expect(text).toContain("\nCompany: Tea Co\n");
    expect(text).toContain("\nAdditional notes: Not provided\n");
    expect(text.endsWith("\nFiles: None\nLanguage: English")).toBe(true);
  });
});

describe("submitting a quote", () => {
  const values = schema.parse(valid);
  const copy = { enquiry, services, toasts, tag: "en" };

  it("opens the messaging app, waits a second, then confirms and asks for the files", async () => {
    const deps = { open: vi.fn(), notify: vi.fn(), wait: vi.fn(async () => {}) };
    const files = [
      { name: "a.pdf", size: 1 },
      { name: "b.png", size: 1 },
    ];
    expect(await submitQuote(values, files, copy, deps)).toBe(true);
    expect(deps.open).toHaveBeenCalledExactlyOnceWith(composeQuoteEnquiry(values, files, enquiry, services));
    expect(deps.wait).toHaveBeenCalledWith(QUOTE_SUBMIT_DELAY_MS);
    expect(QUOTE_SUBMIT_DELAY_MS).toBe(1000);
    expect(deps.notify).toHaveBeenCalledWith(
      "success",
      "Quote request prepared! WhatsApp will open with your details. Please attach your 2 files in the chat.",
    );
  });

  it("asks for one file, or confirms without a file note when there are none", async () => {
    const deps = { open: vi.fn(), notify: vi.fn(), wait: vi.fn(async () => {}) };
    await submitQuote(values, [{ name: "a.pdf", size: 1 }], copy, deps);
    await submitQuote(values, [], copy, deps);
    expect(deps.notify.mock.calls).toEqual([
      [
        "success",
        "Quote request prepared! WhatsApp will open with your details. Please attach your file in the chat.",
      ],
      ["success", "Quote request prepared! WhatsApp will open with your details."],
    ]);
  });

  it("chooses the files sentence by the language's plural rules", async () => {
    const deps = { open: vi.fn(), notify: vi.fn(), wait: vi.fn(async () => {}) };
    // A made-up language's rules are the tag's: Latvian puts 0 in "zero", 21 in "one".
    const latvian = {
      ...copy,
      tag: "lv",
      toasts: { ...toasts, attach: { zero: "zero {count}", one: "one {count}", other: "other {count}" } },
    };
    const files = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `${i}.pdf`, size: 1 }));
    await submitQuote(values, files(21), latvian, deps);
    await submitQuote(values, files(2), latvian, deps);
    expect(deps.notify.mock.calls.map(([, message]) => message.split(" ").slice(-2).join(" "))).toEqual([
      "one 21",
      "other 2",
    ]);
  });

  it("shows the failure toast and keeps the form when the handoff fails", async () => {
    const deps = {
      open: vi.fn(() => {
        throw new Error("blocked");
      }),
      notify: vi.fn(),
      wait: vi.fn(async () => {}),
    };
    expect(await submitQuote(values, [], copy, deps)).toBe(false);
    expect(deps.notify).toHaveBeenCalledExactlyOnceWith(
      "error",
      "Failed to prepare quote request. Please try again.",
    );
    expect(deps.wait).not.toHaveBeenCalled();
  });
});
