import { describe, expect, it, vi } from "vitest";
import { quotePage } from "~/content/quote";
import { composeQuoteEnquiry } from "./compose-quote-enquiry";
import { acceptAttribute, checkFiles, extensionOf } from "./file-rules";
import { emptyQuoteForm, quoteFormSchema } from "./quote-form-schema";
import { QUOTE_SUBMIT_DELAY_MS, submitQuote } from "./submit-quote";

const copy = quotePage.form;
const schema = quoteFormSchema(copy);
const MB = 1024 * 1024;
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
    expect(errorsOf({ ...valid, services: ["hacking"] })).toHaveProperty("services.0");
    expect(errorsOf({ ...valid, budgetRange: "$1" })).toEqual({
      budgetRange: "Please select a budget range",
    });
  });

  it("keeps Unicode and markup, and limits very long text", () => {
    const parsed = schema.parse({ ...valid, fullName: " ශ්‍රී <b>x</b> 🌴 ", additionalNotes: "தமிழ் & हिन्दी" });
    expect(parsed.fullName).toBe("ශ්‍රී <b>x</b> 🌴");
    expect(parsed.additionalNotes).toBe("தமிழ் & हिन्दी");
    expect(errorsOf({ ...valid, projectDescription: "x".repeat(4001) })).toEqual({
      projectDescription: "Please keep this under 4,000 characters",
    });
  });
});

describe("quote file rules", () => {
  const rules = copy.files;

  it("accepts the listed types up to 10MB each, whatever the case of the extension", () => {
    const files = [
      { name: "brief.PDF", size: 10 * MB },
      { name: "logo.png", size: 1 },
      { name: "a.doc", size: 1 },
      { name: "b.docx", size: 1 },
      { name: "c.jpg", size: 1 },
      { name: "d.jpeg", size: 1 },
      { name: "e.zip", size: 1 },
    ];
    expect(checkFiles(files, [], rules)).toEqual({ kept: files, problems: [] });
    expect(acceptAttribute(rules)).toBe(".pdf,.doc,.docx,.jpg,.jpeg,.png,.zip");
  });

  it("turns away a file over 10MB or of another type, naming it, and keeps the rest", () => {
    const kept = [{ name: "old.pdf", size: 5 }];
    const result = checkFiles(
      [
        { name: "huge.zip", size: 10 * MB + 1 },
        { name: "virus.exe", size: 10 },
        { name: "noextension", size: 10 },
        { name: "ok.png", size: 10 },
      ],
      kept,
      rules,
    );
    expect(result.kept.map((f) => f.name)).toEqual(["old.pdf", "ok.png"]);
    expect(result.problems).toEqual([
      '"huge.zip" is larger than 10MB, so it was not added. Please choose a smaller file.',
      '"virus.exe" is not a file type we accept, so it was not added. Please use PDF, DOC, DOCX, JPG, JPEG, PNG or ZIP.',
      '"noextension" is not a file type we accept, so it was not added. Please use PDF, DOC, DOCX, JPG, JPEG, PNG or ZIP.',
    ]);
  });

  it("does not add the same file twice", () => {
    const file = { name: "a.pdf", size: 3 };
    expect(checkFiles([file], [file], rules).kept).toEqual([file]);
  });

  it("reads extensions", () => {
    expect(extensionOf("x.tar.ZIP")).toBe("zip");
    expect(extensionOf(".hidden")).toBe("");
  });
});

describe("quote enquiry text", () => {
  it("gives name, company, email, phone, services, budget, timeline, description, notes and files", () => {
    const values = schema.parse({ ...valid, otherService: "Menu design", additionalNotes: "Line 1\nLine 2" });
    const text = composeQuoteEnquiry(
      values,
      [
        { name: "brief.pdf", size: 1 },
        { name: "logo.png", size: 1 },
      ],
      copy,
    );
    expect(text.split("\n")).toEqual([
      "Hi Serendib Digital! I'd like a free quote.",
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
    ]);
  });

  it("says 0 files and the company when given", () => {
    const text = composeQuoteEnquiry(schema.parse({ ...valid, companyName: "Tea Co" }), [], copy);
    expect(text).toContain("\nCompany: Tea Co\n");
    expect(text).toContain("\nAdditional notes: Not provided\n");
    expect(text.endsWith("\nFiles: 0")).toBe(true);
  });
});

describe("submitting a quote", () => {
  const values = schema.parse(valid);

  it("opens the messaging app, waits a second, then confirms and asks for the files", async () => {
    const deps = { open: vi.fn(), notify: vi.fn(), wait: vi.fn(async () => {}) };
    const cleared = await submitQuote(
      values,
      [
        { name: "a.pdf", size: 1 },
        { name: "b.png", size: 1 },
      ],
      copy,
      deps,
    );
    expect(cleared).toBe(true);
    expect(deps.open).toHaveBeenCalledOnce();
    expect(deps.wait).toHaveBeenCalledWith(QUOTE_SUBMIT_DELAY_MS);
    expect(QUOTE_SUBMIT_DELAY_MS).toBe(1000);
    expect(deps.notify).toHaveBeenCalledWith(
      "success",
      "Quote request prepared! WhatsApp will open with your details. Please attach your 2 files in the chat.",
    );
  });

  it("confirms without a file note when there are no files", async () => {
    const deps = { open: vi.fn(), notify: vi.fn(), wait: vi.fn(async () => {}) };
    await submitQuote(values, [], copy, deps);
    expect(deps.notify).toHaveBeenCalledWith(
      "success",
      "Quote request prepared! WhatsApp will open with your details.",
    );
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
