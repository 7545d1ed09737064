import { z } from "zod";
import { template, text } from "./parts.ts";

const emailMessage = (allowed: readonly string[]) =>
  z.strictObject({ subject: text(), message: template({ allowed, required: ["email"] }) });

/**
 * Every message the site prefills for the messaging app (WhatsApp) and the email service, in one place.
 * Words in braces are filled in: `{siteName}` from the identity file, the others by the page that sends it.
 */
export const enquiriesSchema = () =>
  z.strictObject({
    /** Labels of the "Label: value" lines under a message's first line. */
    lineLabels: z.strictObject({
      email: text(),
      date: text(),
      source: text(),
      page: text(),
      service: text(),
      package: text(),
      category: text(),
      name: text(),
      message: text(),
    }),
    chatWidget: text(),
    servicePackage: template({ required: ["package", "service"] }),
    pricingPackage: template({ required: ["package"], allowed: ["category"] }),
    hostingProduct: template({ required: ["product"] }),
    customPackage: text(),
    templateBuyNow: template({ required: ["template"] }),
    templateMakeItYours: template({ required: ["template"] }),
    customTemplate: text(),
    quoteQuestion: text(),
    /** The enquiry an AI agent prepares for the visitor (WebMCP): this line, then name, service and message. */
    agentEnquiry: text(),
    contactForm: z.strictObject({
      intro: text(),
      labels: z.strictObject({
        name: text(),
        email: text(),
        phone: text(),
        company: text(),
        website: text(),
        service: text(),
        budget: text(),
        timeline: text(),
        message: text(),
      }),
      websiteNotProvided: text(),
    }),
    quoteForm: z.strictObject({
      intro: text(),
      labels: z.strictObject({
        name: text(),
        company: text(),
        email: text(),
        phone: text(),
        services: text(),
        budget: text(),
        timeline: text(),
        description: text(),
        notes: text(),
        files: text(),
      }),
      other: text(),
      notProvided: text(),
    }),
    newsletter: z.strictObject({
      intro: text(),
      /** Where the sign-up came from, named in the message. */
      source: text(),
      email: emailMessage(["date", "source"]),
    }),
    launch: z.strictObject({
      intro: text(),
      /** The page named in the message. */
      page: text(),
      email: emailMessage(["date", "page"]),
    }),
  });
