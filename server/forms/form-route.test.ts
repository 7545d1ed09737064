import { describe, expect, it } from "vitest";
import { composeContactEnquiry } from "../../contracts/enquiry-forms/compose-contact-enquiry.ts";
import { readEnquiryForms } from "../../enquiry-settings/read-enquiry-forms.ts";
import { testApp } from "../chat/chat.test-helpers.ts";

const forms = readEnquiryForms();
const { rules } = forms.contact;

const contact = {
  name: "Asha Perera",
  email: "asha@example.lk",
  phone: "+94 77 000 0000",
  company: "Asha & Co",
  website: "",
  service: rules.services[0]!,
  budget: rules.budgets[0]!,
  timeline: rules.timelines[0]!,
  message: "A new site, with සිංහල and தமிழ் #1",
};

const post = (app: ReturnType<typeof testApp>, form: string, body: BodyInit) =>
  app.request(`/api/forms/${form}`, { method: "POST", body });
const textOf = (location: string | null) => new URL(location ?? "").searchParams.get("text");

describe("POST /api/forms/:form (a form sent without JavaScript)", () => {
  it("hands a valid contact form to WhatsApp with the message the island opens", async () => {
    const response = await post(testApp(), "contact", new URLSearchParams(contact));
    expect(response.status).toBe(303);
    const location = response.headers.get("location");
    expect(location?.startsWith(`https://wa.me/${forms.whatsappNumber}?text=`)).toBe(true);
    expect(textOf(location)).toBe(composeContactEnquiry({ ...contact, website: "" }, forms.contact.enquiry));
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers a bad post with a page that names what to fix and repeats nothing typed", async () => {
    const response = await post(
      testApp(),
      "contact",
      new URLSearchParams({ ...contact, name: "  ", email: "secret-typed-value" }),
    );
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain(rules.errors.name);
    expect(page).toContain(rules.errors.emailInvalid);
    expect(page).not.toContain("secret-typed-value");
    expect(page).not.toContain(contact.company.replace("&", "&#38;"));
    expect(page).toContain(`href="${forms.contact.page}"`);
    expect(response.headers.get("content-security-policy")).toMatch(/style-src 'sha256-[^']+'/);
    expect(response.headers.get("content-security-policy")).not.toContain("script-src");
  });

  it("reads a quote sent as multipart: ticked services, the terms and the names of the files", async () => {
    const { quote } = forms;
    const body = new FormData();
    for (const [name, value] of Object.entries({
      fullName: "Ravi Kumar",
      email: "ravi@example.in",
      phone: "+91 98765 00000",
      budgetRange: quote.rules.budgets[0]!,
      timeline: quote.rules.timelines[0]!,
      projectDescription: "An online shop",
      agreeToTerms: "on",
    }))
      body.append(name, value);
    body.append("services", quote.services[0]!.id);
    body.append("services", quote.services[1]!.id);
    body.append("files", new File(["%PDF"], "brief.pdf", { type: "application/pdf" }));
    const response = await post(testApp(), "quote", body);
    expect(response.status).toBe(303);
    const text = textOf(response.headers.get("location")) ?? "";
    expect(text).toContain(`${quote.services[0]!.label}, ${quote.services[1]!.label}`);
    expect(text).toContain("1 (brief.pdf)");
  });

  it("asks for a service and the terms on a quote without them", async () => {
    const body = new URLSearchParams({ fullName: "Ravi", email: "ravi@example.in", phone: "1" });
    const response = await post(testApp(), "quote", body);
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain(forms.quote.rules.errors.agreeToTerms);
    expect(page).toContain(forms.quote.rules.errors.budgetRange);
  });

  it("hands newsletter and launch sign-ups to WhatsApp, and names a bad email", async () => {
    for (const form of ["newsletter", "launch"] as const) {
      const ok = await post(testApp(), form, new URLSearchParams({ email: "new@example.lk" }));
      expect(ok.status).toBe(303);
      const text = textOf(ok.headers.get("location")) ?? "";
      expect(text.startsWith(forms[form].messages.intro)).toBe(true);
      expect(text).toContain("new@example.lk");
      const bad = await post(testApp(), form, new URLSearchParams({ email: "not-an-email" }));
      expect(bad.status).toBe(422);
      expect(await bad.text()).toContain(forms[form].validation.invalid);
    }
  });

  it("counts posts with the chat's limit per visitor", async () => {
    const app = testApp({}, { rateLimit: { limit: 2, windowMs: 60_000 } });
    const body = () => new URLSearchParams({ email: "new@example.lk" });
    expect((await post(app, "newsletter", body())).status).toBe(303);
    expect((await app.request("/api/chat", { method: "POST", body: "{}" })).status).not.toBe(429);
    const limited = await post(app, "newsletter", body());
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await limited.text()).toContain(forms.answer.tooMany);
  });

  it("knows only the site's forms", async () => {
    expect((await post(testApp(), "payments", new URLSearchParams())).status).toBe(404);
  });
});
