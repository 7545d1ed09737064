/**
 * What the enquiry forms know, read from the content once: the rules and words each island gets as props, and
 * the same settings the build writes for the servers (`enquiry-forms.json`), which answer a form posted
 * before its code has arrived or with scripting off. Works on Astro's entries and on read-content's alike.
 */
import type { EnquiryFormsSettings } from "@contracts/enquiry-forms/settings.ts";
import { contactServiceOptions } from "../features/contact-form/contact-service-options.ts";
import { launchMessages } from "../features/email-signup/launch-messages.ts";
import { quoteServices } from "../features/quote-form/quote-services.ts";

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
