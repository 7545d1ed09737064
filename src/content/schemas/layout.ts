import { z } from "zod";
import { link, text } from "./parts.ts";

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
      rights: text(),
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
  });
