/**
 * What the enquiry forms know, made from the content once: the rules and words each island gets as props
 * (src/layouts/site-frame.ts), and the same settings the build writes for the servers (`enquiry-forms.json`),
 * which answer a form posted before its code has arrived or with scripting off. Plain data in, plain data out:
 * it works on Astro's entries and on read-content's alike.
 */
import type { QuoteService } from "./compose-quote-enquiry.ts";
import type { SubscriptionMessages } from "./email-signup.ts";
import type { EnquiryFormsSettings } from "./settings.ts";

/** The contact form's "Service you need" options: each service offered there, by title, then the custom option. */
export function contactServiceOptions(
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
 * What a launch sign-up says (site/enquiries.en.yaml `launch`): the WhatsApp message names the email, the date
 * and the page; the email has no reply-to.
 */
export function launchMessages({
  lineLabels,
  launch,
}: {
  lineLabels: { email: string; date: string; page: string };
  launch: { intro: string; page: string; email: { subject: string; message: string } };
}): SubscriptionMessages {
  return {
    intro: launch.intro,
    lines: [[lineLabels.page, launch.page]],
    labels: { email: lineLabels.email, date: lineLabels.date },
    email: launch.email,
    words: { page: launch.page },
    replyTo: false,
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
  identity: { contact: { whatsappNumber: string } };
  layout: {
    emailValidation: { required: string; invalid: string };
    formAnswer: Omit<EnquiryFormsSettings["answer"], "lang">;
  };
  enquiries: Parameters<typeof launchMessages>[0] & {
    lineLabels: { source: string };
    contactForm: EnquiryFormsSettings["contact"]["enquiry"];
    quoteForm: EnquiryFormsSettings["quote"]["enquiry"];
    newsletter: { intro: string; source: string; email: { subject: string; message: string } };
  };
  contactPage: {
    form: {
      errors: EnquiryFormsSettings["contact"]["rules"]["errors"];
      limits: EnquiryFormsSettings["contact"]["rules"]["limits"];
      customServiceOption: string;
      budgets: string[];
      timelines: string[];
    };
  };
  quotePage: {
    form: {
      errors: EnquiryFormsSettings["quote"]["rules"]["errors"];
      limits: EnquiryFormsSettings["quote"]["rules"]["limits"];
      budgets: string[];
      timelines: string[];
    };
  };
  services: readonly { data: ServiceData }[];
}

export function enquiryForms(content: FormsContent): EnquiryFormsSettings {
  const { enquiries, layout, contactPage, quotePage } = content;
  const services = quoteServices(content.services);
  return {
    whatsappNumber: content.identity.contact.whatsappNumber,
    contact: {
      rules: {
        errors: contactPage.form.errors,
        limits: contactPage.form.limits,
        services: contactServiceOptions(content.services, contactPage.form.customServiceOption),
        budgets: contactPage.form.budgets,
        timelines: contactPage.form.timelines,
      },
      enquiry: enquiries.contactForm,
      page: "/contact",
    },
    quote: {
      rules: {
        errors: quotePage.form.errors,
        limits: quotePage.form.limits,
        serviceIds: services.map((service) => service.id),
        budgets: quotePage.form.budgets,
        timelines: quotePage.form.timelines,
      },
      enquiry: enquiries.quoteForm,
      services,
      page: "/get-quote",
    },
    newsletter: {
      messages: {
        intro: enquiries.newsletter.intro,
        lines: [[enquiries.lineLabels.source, enquiries.newsletter.source]],
        labels: { email: enquiries.lineLabels.email, date: enquiries.lineLabels.date },
        email: enquiries.newsletter.email,
        words: { source: enquiries.newsletter.source },
        replyTo: true,
      },
      validation: layout.emailValidation,
      page: "/",
    },
    launch: {
      messages: launchMessages(enquiries),
      validation: layout.emailValidation,
      page: "/launching-soon",
    },
    answer: { lang: "en", ...layout.formAnswer },
  };
}
