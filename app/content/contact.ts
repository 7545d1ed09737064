import type { PageIntro } from "./page-intro.schema.ts";

export const contactPage = {
  seo: {
    title: "Contact Serendib Digital | Colombo & Bengaluru Offices",
    description:
      "Tell us about your project: call, message us on WhatsApp or send the form. We reply within 24 hours, Monday to Saturday, from Colombo and Bengaluru.",
  },
  hero: {
    eyebrow: "Contact",
    title: "Let's talk about your project",
    intro:
      "Tell us what you are planning. We reply within 24 hours, and the first conversation is always free.",
  },
} as const satisfies PageIntro;
