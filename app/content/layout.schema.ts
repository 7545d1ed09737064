import { z } from "zod";
import { linkSchema } from "./common.schema.ts";

export const layoutContentSchema = z.strictObject({
  skipLink: z.string(),
  homeLinkLabel: z.string(),
  topBar: z.strictObject({
    navLabel: z.string(),
    links: z.array(linkSchema).length(7),
    cta: linkSchema,
    openMenu: z.string(),
    closeMenu: z.string(),
    menuTitle: z.string(),
  }),
  splash: z.strictObject({
    eyebrow: z.string(),
    title: z.string(),
    message: z.array(z.string()).min(1),
    continueLabel: z.literal("Continue to Website"),
  }),
  footer: z.strictObject({
    blurb: z.string(),
    quickLinksTitle: z.string(),
    quickLinks: z.array(linkSchema).length(5),
    legalLinksTitle: z.string(),
    legalLinks: z.array(linkSchema).length(2),
    servicesTitle: z.string(),
    services: z.array(z.string()).length(6),
    contactTitle: z.string(),
    socialLabel: z.string(),
    rights: z.string(),
  }),
  newsletter: z.strictObject({
    title: z.string(),
    description: z.string(),
    emailLabel: z.string(),
    placeholder: z.string(),
    submit: z.string(),
    submitting: z.literal("Subscribing..."),
    successTitle: z.literal("Welcome to Our Newsletter!"),
    successText: z.string(),
    successToast: z.literal("Thank you for subscribing to our newsletter!"),
    failureToast: z.literal("Failed to subscribe. Please try again later"),
    /** The source named in the messaging text. */
    source: z.literal("Website Footer"),
    /** WebMCP declarative tool: how the form is offered to AI agents. */
    agentTool: z.strictObject({
      name: z.string().regex(/^[a-z][a-z0-9_]*$/),
      description: z.string(),
      email: z.string(),
    }),
  }),
  emailValidation: z.strictObject({
    required: z.literal("Please enter your email address"),
    invalid: z.literal("Please enter a valid email address"),
  }),
  backToTop: z.string(),
  newTab: z.string(),
  imageFallback: z.literal("No Image"),
});

export type LayoutContent = z.infer<typeof layoutContentSchema>;
