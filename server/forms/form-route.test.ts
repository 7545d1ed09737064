import { describe, expect, it } from "vitest";
import { composeContactEnquiry } from "#contracts/enquiry-forms/compose-contact-enquiry.ts";
import { composeQuoteEnquiry } from "#contracts/enquiry-forms/compose-quote-enquiry.ts";
import { composeSubscription, formatSubscriptionDate } from "#contracts/enquiry-forms/email-signup.ts";
import { quoteFormSchema } from "#contracts/enquiry-forms/quote-form.ts";
import { LOCALE_INFO, LOCALES } from "#contracts/locales.ts";
import { testApp } from "#server/chat/chat.test-helpers.ts";
import { createRateLimiter } from "#server/chat/rate-limit.ts";
import { readEnquiryForms } from "#server-data/enquiry-forms/read-enquiry-forms.ts";
import { validContact } from "./contact-sample.test-helpers.ts";
import { formRoute } from "./form-route.ts";

const all = readEnquiryForms();
const forms = all.en;
const { rules } = forms.contact;

const contact = validContact(rules);

const post = (app: ReturnType<typeof testApp>, form: string, body: BodyInit, headers?: HeadersInit) =>
  app.request(`/api/forms/${form}`, { method: "POST", body, ...(headers ? { headers } : {}) });
const textOf = (location: string | null) => new URL(location ?? "").searchParams.get("text");
/** The page's text as a reader sees it (the page escapes &, <, >, " and '). */
const readable = (html: string) =>
  html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

describe("POST /api/forms/:form (a form sent without JavaScript)", () => {
  it("hands a valid contact form to WhatsApp with the message the island opens", async () => {
    const response = await post(testApp(), "contact", new URLSearchParams(contact));
    expect(response.status).toBe(303);
    const location = response.headers.get("location");
    expect(location?.startsWith(`https://wa.me/${forms.whatsappNumber}?text=`)).toBe(true);
    expect(textOf(location)).toBe(composeContactEnquiry({ ...contact, website: "" }, forms.contact.enquiry));
    expect(textOf(location)?.split("\n").at(-1)).toBe("Language: English");
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
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('href="/contact"');
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

  it("reads a quote sent URL-encoded, as a browser without script sends it: its files by name only", async () => {
    const { quote } = forms;
    const body = new URLSearchParams({
      fullName: "Ravi Kumar",
      email: "ravi@example.in",
      phone: "+91 98765 00000",
      budgetRange: quote.rules.budgets[0]!,
      timeline: quote.rules.timelines[0]!,
      projectDescription: "An online shop",
      agreeToTerms: "on",
      services: quote.services[0]!.id,
    });
    body.append("files", "brief.pdf");
    body.append("files", "logo sketch.png");
    body.append("files", "");
    const response = await post(testApp(), "quote", body);
    expect(response.status).toBe(303);
    expect(textOf(response.headers.get("location"))).toContain("2 (brief.pdf, logo sketch.png)");
  });

  it("asks for a service and the terms on a quote without them", async () => {
    const body = new URLSearchParams({ fullName: "Ravi", email: "ravi@example.in", phone: "1" });
    const response = await post(testApp(), "quote", body);
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain(forms.quote.rules.errors.agreeToTerms);
    expect(page).toContain(forms.quote.rules.errors.budgetRange);
  });

  it("names a service the form does not offer in the visitor's words, not zod's", async () => {
    const si = all.si.quote;
    const body = new URLSearchParams({
      locale: "si",
      fullName: "Ravi",
      email: "ravi@example.in",
      phone: "1",
      budgetRange: si.rules.budgets[0]!,
      timeline: si.rules.timelines[0]!,
      projectDescription: "x",
      agreeToTerms: "on",
      services: "payments",
    });
    const response = await post(testApp(), "quote", body);
    expect(response.status).toBe(422);
    const page = readable(await response.text());
    expect(page).toContain(si.rules.errors.unknownService);
    expect(page).not.toContain("Invalid input");
  });

  it("hands newsletter and launch sign-ups to WhatsApp, and names a bad email", async () => {
    const app = testApp();
    for (const form of ["newsletter", "launch"] as const) {
      const ok = await post(app, form, new URLSearchParams({ email: "new@example.lk" }));
      expect(ok.status).toBe(303);
      const text = textOf(ok.headers.get("location")) ?? "";
      expect(text.startsWith(forms[form].messages.intro)).toBe(true);
      expect(text).toContain("new@example.lk");
      const bad = await post(app, form, new URLSearchParams({ email: "not-an-email" }));
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

  it("knows only the site's forms, answering others with /api's JSON 404 (nothing counted)", async () => {
    const app = testApp({}, { rateLimit: { limit: 1, windowMs: 60_000 } });
    const response = await post(app, "payments", new URLSearchParams());
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(((await response.json()) as { message: string }).message).not.toBe("404 Not Found");
    expect((await post(app, "newsletter", new URLSearchParams({ email: "a@b.lk" }))).status).toBe(303);
  });
});

describe("a form posted from another language's page", () => {
  it("writes every language's settings, each with its own words, pages and language", () => {
    expect(Object.keys(all).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      expect(all[locale].locale).toBe(locale);
      expect(all[locale].answer.lang).toBe(LOCALE_INFO[locale].tag);
      expect(all[locale].contact.enquiry.language.locale).toBe(locale);
    }
    expect(all.si.contact.page).toBe("/si/contact");
    expect(all.ta.launch.page).toBe("/ta/launching-soon");
    expect(all.hi.newsletter.page).toBe("/hi");
    expect(all.si.contact.enquiry.intro).not.toBe(all.en.contact.enquiry.intro);
    expect(all.si.contact.enquiry.labels).toEqual(all.en.contact.enquiry.labels);
  });

  it("answers a Sinhala contact form with the Sinhala greeting, English labels and the language line", async () => {
    const si = all.si.contact;
    const sinhala = {
      ...contact,
      locale: "si",
      name: "නිමාලි ප්‍රනාන්දු",
      service: si.rules.services[0]!,
      budget: si.rules.budgets[0]!,
      timeline: si.rules.timelines[0]!,
      message: "අපේ තේ කඩයට අලුත් වෙබ් අඩවියක්",
    };
    const response = await post(testApp(), "contact", new URLSearchParams(sinhala));
    expect(response.status).toBe(303);
    const { locale: _, ...values } = sinhala;
    const text = textOf(response.headers.get("location")) ?? "";
    expect(text).toBe(composeContactEnquiry(values, si.enquiry));
    const lines = text.split("\n");
    expect(lines[0]).toBe(si.enquiry.intro);
    expect(lines).toContain(`${all.en.contact.enquiry.labels.name}: නිමාලි ප්‍රනාන්දු`);
    expect(lines.at(-1)).toBe(`${all.en.contact.enquiry.language.label}: Sinhala`);
  });

  it("names what to fix in Sinhala, on a Sinhala page leading back to /si/contact", async () => {
    const si = all.si;
    const response = await post(
      testApp(),
      "contact",
      new URLSearchParams({ ...contact, locale: "si", name: "", service: "nothing" }),
    );
    expect(response.status).toBe(422);
    const page = readable(await response.text());
    expect(page).toContain('<html lang="si-LK">');
    expect(page).toContain(`<title>${si.answer.title}</title>`);
    expect(page).toContain(si.contact.rules.errors.name);
    expect(page).toContain(si.contact.rules.errors.service);
    expect(page).not.toContain(all.en.contact.rules.errors.name);
    expect(page).toContain('href="/si/contact"');
    expect(page).toContain(si.answer.back);
  });

  it("hands a Hindi quote over exactly as the island would, files and all", async () => {
    const hi = all.hi.quote;
    const answers = {
      fullName: "रवि कुमार",
      companyName: "",
      email: "ravi@example.in",
      phone: "+91 98765 00000",
      otherService: "मेन्यू डिज़ाइन",
      budgetRange: hi.rules.budgets[1]!,
      timeline: hi.rules.timelines[0]!,
      projectDescription: "चाय की दुकान के लिए वेबसाइट",
      additionalNotes: "",
    };
    const body = new FormData();
    body.append("locale", "hi");
    for (const [name, value] of Object.entries(answers)) body.append(name, value);
    body.append("services", hi.services[0]!.id);
    body.append("agreeToTerms", "on");
    body.append("files", new File(["%PDF"], "brief.pdf", { type: "application/pdf" }));
    body.append("files", new File(["PK"], "logo.zip", { type: "application/zip" }));
    const response = await post(testApp(), "quote", body);
    expect(response.status).toBe(303);
    const values = quoteFormSchema(hi.rules).parse({
      ...answers,
      services: [hi.services[0]!.id],
      agreeToTerms: true,
    });
    const files = [
      { name: "brief.pdf", size: 4 },
      { name: "logo.zip", size: 2 },
    ];
    const text = textOf(response.headers.get("location")) ?? "";
    expect(text).toBe(composeQuoteEnquiry(values, files, hi.enquiry, hi.services));
    expect(text.startsWith(hi.enquiry.intro)).toBe(true);
    expect(text).toContain(`${all.en.quote.enquiry.labels.files}: 2 (brief.pdf, logo.zip)`);
    expect(text.endsWith("\nLanguage: Hindi")).toBe(true);
  });

  it("signs a Tamil visitor up with the Tamil greeting, the staff's date and the language", async () => {
    const now = new Date(2026, 10, 24, 10);
    const ta = all.ta.newsletter;
    const route = formRoute(all, {
      limiter: createRateLimiter({ limit: 10, windowMs: 60_000 }),
      clientKey: () => "visitor",
      now: () => now,
    });
    const response = await route.request("/newsletter", {
      method: "POST",
      body: new URLSearchParams({ locale: "ta", email: "a@b.lk" }),
    });
    expect(textOf(response.headers.get("location"))).toBe(
      composeSubscription(ta.messages, "a@b.lk", formatSubscriptionDate(now)),
    );
    expect(textOf(response.headers.get("location"))).toContain("\nLanguage: Tamil");
  });

  it("reads an unknown or missing language as English", async () => {
    const response = await post(
      testApp(),
      "contact",
      new URLSearchParams({ ...contact, locale: "fr", name: "" }),
    );
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('href="/contact"');
  });

  it("answers a post refused before it is read in the language of the page it came from", async () => {
    const app = testApp({}, { rateLimit: { limit: 1, windowMs: 60_000 } });
    await post(app, "newsletter", new URLSearchParams({ email: "a@b.lk" }));
    const limited = await post(app, "newsletter", new URLSearchParams({ email: "a@b.lk" }), {
      referer: "http://localhost/ta/contact",
    });
    expect(limited.status).toBe(429);
    const page = readable(await limited.text());
    expect(page).toContain('<html lang="ta-LK">');
    expect(page).toContain(all.ta.answer.tooMany);
    expect(page).toContain('href="/ta"');
  });
});
