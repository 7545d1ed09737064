/**
 * What the enquiry forms know, made from the content once: the rules and words each island gets as props
 * (src/layouts/site-frame.ts), and the same settings the build writes for the servers (`enquiry-forms.json`),
 * which answer a form posted before its code has arrived or with scripting off. Plain data in, plain data out:
 * it works on Astro's entries and on read-content's alike.
 */
import type { EnquiryLanguage } from "#contracts/enquiry.ts";
import { LOCALE_INFO, type Locale, localizedPath } from "#contracts/locales.ts";
import type { QuoteService } from "./compose-quote-enquiry.ts";
import type { SubscriptionMessages } from "./email-signup.ts";
import type { FormsSettings } from "./settings.ts";

/** The contact form's "Service you need" options: each service offered there, by title, then the custom option. */
function contactServiceOptions(
  services: readonly { data: { title: string; listings: { contactForm: boolean } } }[],
  customOption: string,
): string[] {
  return [
    ...services.filter((service) => service.data.listings.contactForm).map((service) => service.data.title),
    customOption,
  ];
}

/** The quote form's service checkboxes: every service whose file offers it (`listings.quoteForm`), in order. */
export function quoteServices(
  services: readonly {
    data: { listings: { quoteForm?: { id: string; label: string; description: string } | undefined } };
  }[],
): QuoteService[] {
  return services.flatMap(({ data }) => (data.listings.quoteForm ? [{ ...data.listings.quoteForm }] : []));
}

/**
 * What a launch sign-up says (site/enquiries/enquiries.en.yaml `launch`): the WhatsApp message names the
 * email, the date, the page and the visitor's language; the email has no reply-to.
 */
export function launchMessages(
  {
    lineLabels,
    launch,
  }: {
    lineLabels: { email: string; date: string; page: string; language: string };
    launch: { intro: string; page: string; email: { subject: string; message: string } };
  },
  locale: Locale,
): SubscriptionMessages {
  return {
    intro: launch.intro,
    lines: [[lineLabels.page, launch.page]],
    labels: { email: lineLabels.email, date: lineLabels.date },
    email: launch.email,
    words: { page: launch.page },
    replyTo: false,
    language: { locale, label: lineLabels.language },
  };
}

type ServiceData = {
  title: string;
  listings: {
    contactForm: boolean;
    quoteForm?: { id: string; label: string; description: string } | undefined;
  };
};

interface FormsContent {
  /** The language the content is in (the page's): the forms post it, the messages name it. */
  locale: Locale;
  identity: { contact: { whatsappNumber: string } };
  layout: {
    emailValidation: { required: string; invalid: string };
    formAnswer: Omit<FormsSettings["answer"], "lang">;
  };
  enquiries: Parameters<typeof launchMessages>[0] & {
    lineLabels: { source: string };
    contactForm: Omit<FormsSettings["contact"]["enquiry"], "language">;
    quoteForm: Omit<FormsSettings["quote"]["enquiry"], "language">;
    newsletter: { intro: string; source: string; email: { subject: string; message: string } };
  };
  contactPage: {
    form: {
      errors: FormsSettings["contact"]["rules"]["errors"];
      limits: FormsSettings["contact"]["rules"]["limits"];
      customServiceOption: string;
      budgets: string[];
      timelines: string[];
    };
  };
  quotePage: {
    form: {
      errors: FormsSettings["quote"]["rules"]["errors"];
      limits: FormsSettings["quote"]["rules"]["limits"];
      budgets: string[];
      timelines: string[];
    };
  };
  services: readonly { data: ServiceData }[];
}

/** The forms' settings in the content's language (the page's, or each language the build writes). */
export function enquiryForms(content: FormsContent): FormsSettings {
  const { locale, enquiries, layout, contactPage, quotePage } = content;
  const services = quoteServices(content.services);
  const language: EnquiryLanguage = { locale, label: enquiries.lineLabels.language };
  const page = (path: string) => localizedPath(path, locale);
  return {
    locale,
    whatsappNumber: content.identity.contact.whatsappNumber,
    contact: {
      rules: {
        locale,
        errors: contactPage.form.errors,
        limits: contactPage.form.limits,
        services: contactServiceOptions(content.services, contactPage.form.customServiceOption),
        budgets: contactPage.form.budgets,
        timelines: contactPage.form.timelines,
      },
      enquiry: { ...enquiries.contactForm, language },
      page: page("/contact"),
    },
    quote: {
      rules: {
        locale,
        errors: quotePage.form.errors,
        limits: quotePage.form.limits,
        serviceIds: services.map((service) => service.id),
        budgets: quotePage.form.budgets,
        timelines: quotePage.form.timelines,
      },
      enquiry: { ...enquiries.quoteForm, language },
      services,
      page: page("/get-quote"),
    },
    newsletter: {
      messages: {
        intro: enquiries.newsletter.intro,
        lines: [[enquiries.lineLabels.source, enquiries.newsletter.source]],
        labels: { email: enquiries.lineLabels.email, date: enquiries.lineLabels.date },
        email: enquiries.newsletter.email,
        words: { source: enquiries.newsletter.source },
        replyTo: true,
        language,
      },
      validation: layout.emailValidation,
      page: page("/"),
    },
    launch: {
      messages: launchMessages(enquiries, locale),
      validation: layout.emailValidation,
      page: page("/launching-soon"),
    },
    answer: { lang: LOCALE_INFO[locale].tag, ...layout.formAnswer },
  };
}
