import { describe, expect, it } from "vitest";
import { composeContactEnquiry } from "#contracts/enquiry-forms/compose-contact-enquiry.ts";
import { contactFormSchema } from "#contracts/enquiry-forms/contact-form.ts";
import { enquiry, rules } from "./contact-form.test-helpers.ts";
import { emptyContactForm } from "./contact-form-defaults.ts";

const schema = contactFormSchema(rules);
const valid = {
  name: "Nimali Fernando",
  email: "nimali@example.lk",
  phone: "+94 77 000 0000",
  company: "Ceylon Tea Co.",
  website: "",
  service: "Custom Solution",
  budget: "Let's Discuss",
  timeline: "1 Month",
  message: "A new website for our tea shop.",
};

function errorsOf(values: Record<string, string>) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join("."), issue.message]).reverse(),
  );
}

describe("contact form rules", () => {
  it("gives each empty field its own message from the spec", () => {
    expect(errorsOf(emptyContactForm)).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
      company: "Company name is required",
      service: "Please select a service",
      budget: "Please select a budget range",
      timeline: "Please select a timeline",
      message: "Please describe your project",
    });
  });

  it("counts spaces, tabs and new lines as empty", () => {
    const blank = " \t\n ";
    const errors = errorsOf({
      ...valid,
      name: blank,
      email: blank,
      phone: blank,
      company: blank,
      message: blank,
    });
    expect(errors).toMatchObject({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
      company: "Company name is required",
      message: "Please describe your project",
    });
  });

  it.each(["nimali", "nimali@", "@example.lk", "nimali @example.lk", "a@b@"])(
    "rejects the email %j",
    (email) => {
      expect(errorsOf({ ...valid, email })).toEqual({ email: "Invalid email address" });
    },
  );

  it("accepts text@text emails, as the spec says", () => {
    expect(errorsOf({ ...valid, email: "nimali@localhost" })).toEqual({});
  });

  it("accepts only the listed options", () => {
    expect(errorsOf({ ...valid, service: "Hacking" })).toEqual({ service: "Please select a service" });
    expect(errorsOf({ ...valid, budget: "LKR 1" })).toEqual({ budget: "Please select a budget range" });
    expect(errorsOf({ ...valid, timeline: "Yesterday" })).toEqual({ timeline: "Please select a timeline" });
  });

  it("keeps Unicode and markup exactly, and trims only the ends", () => {
    const result = schema.parse({
      ...valid,
      name: "  ශ්‍රී லங்கா हिन्दी 🌴 ",
      message: "<script>alert(1)</script>\nLine two & #3",
    });
    expect(result.name).toBe("ශ්‍රී லங்கா हिन्दी 🌴");
    expect(result.message).toBe("<script>alert(1)</script>\nLine two & #3");
  });

  it("takes long text up to the limits and names the limit past them", () => {
    expect(errorsOf({ ...valid, message: "x".repeat(4000) })).toEqual({});
    expect(errorsOf({ ...valid, message: "x".repeat(4001) })).toEqual({
      message: "Please keep this under 4,000 characters",
    });
    expect(errorsOf({ ...valid, name: "x".repeat(201) })).toEqual({
      name: "Please keep this under 200 characters",
    });
  });
});

describe("contact enquiry text", () => {
  it("carries every field, labelled, with website 'Not provided' when empty", () => {
    const text = composeContactEnquiry(schema.parse(valid), enquiry);
    expect(text.split("\n")).toEqual([
      "Hi Agency! I'd like to discuss a project.",
      "Name: Nimali Fernando",
      "Email: nimali@example.lk",
      "Phone: +94 77 000 0000",
      "Company: Ceylon Tea Co.",
      "Website: Not provided",
      "Service: Custom Solution",
      "Budget: Let's Discuss",
      "Timeline: 1 Month",
      "Project details: A new website for our tea shop.",
      "Language: English",
    ]);
  });

  it("names a Sinhala visitor's language in English, keeping the greeting and what was typed", () => {
    const sinhala = {
      ...enquiry,
      intro: "ආයුබෝවන් Agency! මම ව්‍යාපෘතියක් ගැන සාකච්ඡා කරන්න කැමතියි.",
      language: { locale: "si" as const, label: "Language" },
    };
    const typed = { ...valid, name: "නිමාලි ප්‍රනාන්දු", message: "අපේ තේ කඩයට අලුත් වෙබ් අඩවියක්." };
    const lines = composeContactEnquiry(schema.parse(typed), sinhala).split("\n");
    expect(lines[0]).toBe(sinhala.intro);
    expect(lines).toContain("Name: නිමාලි ප්‍රනාන්දු");
    expect(lines).toContain("Project details: අපේ තේ කඩයට අලුත් වෙබ් අඩවියක්.");
    expect(lines.at(-1)).toBe("Language: Sinhala");
  });

  it("writes the length limit in the page's language", () => {
    // Indian grouping: 1,50,000 (English writes 150,000).
    const hindi = contactFormSchema({ ...rules, locale: "hi", limits: { short: 150_000, message: 4000 } });
    const result = hindi.safeParse({ ...valid, name: "x".repeat(150_001) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Please keep this under 1,50,000 characters",
    ]);
  });

  it("gives the website when there is one", () => {
    const text = composeContactEnquiry(schema.parse({ ...valid, website: " https://tea.lk " }), enquiry);
    expect(text).toContain("\nWebsite: https://tea.lk\n");
  });
});
