import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { whatsAppLink } from "#contracts/enquiry.ts";
import { composeContactEnquiry } from "#contracts/enquiry-forms/compose-contact-enquiry.ts";
import { composeQuoteEnquiry } from "#contracts/enquiry-forms/compose-quote-enquiry.ts";
import { contactFormSchema } from "#contracts/enquiry-forms/contact-form.ts";
import {
  composeSubscription,
  findEmailProblem,
  formatSubscriptionDate,
} from "#contracts/enquiry-forms/email-signup.ts";
import { quoteAnswers, quoteFormSchema } from "#contracts/enquiry-forms/quote-form.ts";
import {
  ENQUIRY_FORMS,
  type EnquiryFormName,
  type EnquiryFormsSettings,
  FORM_LOCALE_FIELD,
  FORM_MAX_BODY_BYTES,
  type FormsSettings,
  QUOTE_FILES_FIELD,
} from "#contracts/enquiry-forms/settings.ts";
import { DEFAULT_LOCALE, isLocale, type Locale, localeOfPath } from "#contracts/locales.ts";
import type { ChatRateLimiter } from "#server/chat/rate-limit.ts";
import { type Log, log as serverLog } from "#server/log.ts";
import { formAnswerPage } from "./form-answer-page.ts";

type Posted = Record<string, string | File | (string | File)[]>;

/** A posted field as text: the last value of its name, files ignored. */
const textOf = (posted: Posted, name: string): string => {
  const value = posted[name];
  const last = Array.isArray(value) ? value.at(-1) : value;
  return typeof last === "string" ? last : "";
};
const allOf = (posted: Posted, name: string): (string | File)[] => {
  const value = posted[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

type Outcome = { ok: true; text: string } | { ok: false; problems: string[] };

/** The language a form was posted in: its hidden `locale` input, English when it has none it knows. */
function postedLocale(posted: Posted): Locale {
  const locale = textOf(posted, FORM_LOCALE_FIELD);
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * The language of a post refused before its body is read (too many, too large): the page it came from, as
 * the browser names it (same-origin posts carry their page), else English.
 */
function refererLocale(c: Context): Locale {
  const referer = c.req.header("referer");
  if (!referer) return DEFAULT_LOCALE;
  try {
    const from = new URL(referer);
    return from.origin === new URL(c.req.url).origin ? localeOfPath(from.pathname) : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * What each form's post becomes, in the settings' language: the WhatsApp text the island would open, or
 * what to fix.
 */
function readPostedForm(name: EnquiryFormName, posted: Posted, settings: FormsSettings, now: Date): Outcome {
  const problemsOf = (issues: readonly { message: string }[]) => ({
    ok: false as const,
    problems: [...new Set(issues.map((issue) => issue.message).filter(Boolean))],
  });
  switch (name) {
    case "contact": {
      const { rules, enquiry } = settings.contact;
      const fields = [
        "name",
        "email",
        "phone",
        "company",
        "website",
        "service",
        "budget",
        "timeline",
        "message",
      ];
      const result = contactFormSchema(rules).safeParse(
        Object.fromEntries(fields.map((field) => [field, textOf(posted, field)])),
      );
      if (!result.success) return problemsOf(result.error.issues);
      return { ok: true, text: composeContactEnquiry(result.data, enquiry) };
    }
    case "quote": {
      const { rules, enquiry, services } = settings.quote;
      const texts = ["fullName", "companyName", "email", "phone", "otherService", "budgetRange", "timeline"];
      const result = quoteFormSchema(rules).safeParse(
        quoteAnswers({
          ...Object.fromEntries(
            [...texts, "projectDescription", "additionalNotes"].map((field) => [
              field,
              textOf(posted, field),
            ]),
          ),
          services: allOf(posted, "services"),
          agreeToTerms: textOf(posted, "agreeToTerms"),
        }),
      );
      if (!result.success) return problemsOf(result.error.issues);
      // Sent without script, the form is URL-encoded: a file input sends only its file's name.
      const files = allOf(posted, QUOTE_FILES_FIELD)
        .map((value) => ({ name: typeof value === "string" ? value : value.name }))
        .filter(({ name }) => name !== "");
      return { ok: true, text: composeQuoteEnquiry(result.data, files, enquiry, services) };
    }
    case "newsletter":
    case "launch": {
      const { messages, validation } = settings[name];
      const email = textOf(posted, "email").trim();
      const problem = findEmailProblem(email);
      if (problem) return { ok: false, problems: [validation[problem]] };
      return { ok: true, text: composeSubscription(messages, email, formatSubscriptionDate(now)) };
    }
  }
}

export interface FormRouteOptions {
  limiter: ChatRateLimiter;
  clientKey: (c: Context) => string;
  now?: () => Date;
  /** Where each refused post's status and form name go (never what was posted); the server's JSON log unless given. */
  log?: Log;
}

/**
 * POST /api/forms/:form: a form sent before its code arrived, or with scripting off. Read in the language it
 * was posted in (its hidden `locale` input), checked with the form's own schema (contracts/enquiry-forms/),
 * then handed to WhatsApp with a 303 to the message the island would open on that language's page (the form
 * posts into a new tab). A post that cannot be sent gets a page in the visitor's language naming what to fix
 * (422), or to wait (429, counted by the chat's limiter), leading back to that language's form. Nothing
 * posted is kept, logged or put into an address of the site (a refusal logs its status and the form's name). An unknown form is left to /api's JSON 404.
 * Portable: the Node server and the Worker mount it alike.
 */
export function formRoute(settings: EnquiryFormsSettings, options: FormRouteOptions) {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? serverLog;
  const route = new Hono();
  const page = async (
    c: Context,
    status: 413 | 422 | 429,
    locale: Locale,
    problems: (answer: FormsSettings["answer"]) => string[],
    form?: EnquiryFormName,
  ) => {
    // The form's name is the route's own (one of ENQUIRY_FORMS, matched by the pattern), never a posted value.
    const name = ENQUIRY_FORMS.find((known) => known === c.req.param("form"));
    log("warn", "form.refused", { status, form: name });
    const forms = settings[locale];
    const html = await formAnswerPage({
      ...forms.answer,
      problems: problems(forms.answer),
      backHref: (form ? forms[form] : forms.newsletter).page,
    });
    c.header("Cache-Control", "no-store");
    c.header("Content-Security-Policy", html.csp);
    return c.html(html.body, status);
  };

  route.post(
    `/:form{${ENQUIRY_FORMS.join("|")}}`,
    async (c, next) => {
      const decision = await options.limiter.take(options.clientKey(c));
      if (decision.allowed) return next();
      c.header("Retry-After", String(decision.retryAfterSeconds));
      return page(c, 429, refererLocale(c), (answer) => [answer.tooMany]);
    },
    bodyLimit({
      maxSize: FORM_MAX_BODY_BYTES,
      onError: (c) => page(c, 413, refererLocale(c), (answer) => [answer.tooLarge]),
    }),
    async (c) => {
      const name = c.req.param("form") as EnquiryFormName;
      let posted: Posted;
      try {
        posted = (await c.req.parseBody({ all: true })) as Posted;
      } catch {
        posted = {};
      }
      const locale = postedLocale(posted);
      const forms = settings[locale];
      const outcome = readPostedForm(name, posted, forms, now());
      if (!outcome.ok) return page(c, 422, locale, () => outcome.problems, name);
      c.header("Cache-Control", "no-store");
      c.header("Referrer-Policy", "no-referrer");
      return c.redirect(whatsAppLink(forms.whatsappNumber, outcome.text), 303);
    },
  );
  return route;
}
