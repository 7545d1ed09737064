import { z } from "zod";
import { link, template, text } from "./parts.ts";

/** Copy of the frame around every page: top bar, mobile menu, splash, footer, newsletter, back-to-top. */
export const layoutSchema = () =>
  z.strictObject({
    skipLink: text(),
    homeLinkLabel: text(),
    topBar: z.strictObject({
      navLabel: text(),
      links: z.array(link()).min(1).max(8, "more than 8 links do not fit the top bar at 1024 px"),
      cta: link(),
      openMenu: text(),
      closeMenu: text(),
      menuTitle: text(),
    }),
    /** The language switcher: its name for screen readers (each language is named in itself). */
    languages: z.strictObject({
      label: text(),
      /** Offered once to a visitor whose browser prefers this language (in this language's own words). */
      hint: z.strictObject({ text: text(), action: text(), dismiss: text() }),
    }),
    splash: z.strictObject({
      eyebrow: text(),
      title: text(),
      message: z.array(text()).min(1),
      continueLabel: text(),
    }),
    footer: z.strictObject({
      blurb: text(),
      quickLinksTitle: text(),
      quickLinks: z.array(link()).min(1),
      legalLinksTitle: text(),
      legalLinks: z.array(link()).min(1),
      servicesTitle: text(),
      contactTitle: text(),
      socialLabel: text(),
      /** The copyright line (also on the launching-soon page); `{year}` is the identity file's year. */
      copyright: template({ required: ["year"] }),
      /** The name of each social link (also on the launching-soon page): "Facebook (opens in a new tab)". */
      socialLink: template({ required: ["network", "newTab"] }),
      /**
       * The name screen readers give the area where short notices (toasts) appear; the footer carries it for
       * the page (src/lib/browser/toaster.tsx reads it there).
       */
      toastsLabel: text(),
    }),
    newsletter: z.strictObject({
      title: text(),
      description: text(),
      emailLabel: text(),
      placeholder: text(),
      submit: text(),
      submitting: text(),
      successTitle: text(),
      successText: text(),
      successToast: text(),
      failureToast: text(),
      /** How AI agents see the form (WebMCP). */
      agentTool: z.strictObject({
        name: z.string().regex(/^[a-z][a-z0-9_]*$/),
        description: text(),
        email: text(),
      }),
    }),
    emailValidation: z.strictObject({ required: text(), invalid: text() }),
    /**
     * The page a form posted without JavaScript gets when it cannot be sent (server/forms/): what to fix, or
     * to wait, and the way back to the form.
     */
    formAnswer: z.strictObject({
      title: text(),
      intro: text(),
      back: text(),
      tooMany: text(),
      tooLarge: text(),
    }),
    backToTop: text(),
    newTab: text(),
    imageFallback: text(),
    /**
     * How the site words a few recurring things, so each language can order them its own way (the code only
     * fills in the braces).
     */
    wording: z.strictObject({
      /** A link's accessible name that says what it is for: "Inquire Now: Basic Branding". */
      linkFor: template({ required: ["label", "subject"] }),
      /** A link that opens a new tab: its name, then `newTab` above ("Preview EduLearn (opens in a new tab)"). */
      newTabLink: template({ required: ["label", "newTab"] }),
      /** A value with its label: "Sri Lanka: +94 77 …". */
      labelled: template({ required: ["label", "value"] }),
      /** An office's address, from the identity file. */
      address: template({ required: ["street", "city", "country"] }),
      /** One line of opening hours: `{days}` as the identity file says, `{hours}` the times (`openingTimes`). */
      openingHours: template({ required: ["days", "hours"] }),
      /**
       * The times of one line of opening hours, the 24-hour clock as the identity file writes them ("9:00",
       * "18:00"): `{opens}-{closes}` reads "9:00-18:00", as the spec writes the agency's hours.
       */
      openingTimes: template({ required: ["opens", "closes"] }),
    }),
  });
