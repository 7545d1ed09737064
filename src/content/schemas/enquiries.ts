import { z } from "zod";
import { template, text } from "./parts.ts";

/**
 * Words the staff read in every enquiry, whatever the visitor's language (decision 0014): the labels of the
 * "Label: value" lines, the words the site fills in and the subscription emails. One English value, never
 * translated (no `translate` mark: a translation file's value for it is reported and ignored), so every
 * enquiry reads the same and the staff can search them.
 */
const staff = <T extends z.ZodType>(schema: T): T =>
  schema.meta({ ...z.globalRegistry.get(schema), translate: undefined }) as T;
const staffText = () => staff(text());

const emailMessage = (allowed: readonly string[]) =>
  z.strictObject({
    subject: staffText(),
    message: staff(template({ allowed: [...allowed, "language"], required: ["email"] })),
  });

/**
 * Every message the site prefills for the messaging app (WhatsApp) and the email service, in one place.
 * Words in braces are filled in: `{siteName}` from the identity file, the others by the page that sends it.
 * The greetings are the visitor's, in the visitor's language; the labels, the words the site fills in and the
 * emails are the staff's, in English (decision 0014).
 */
export const enquiriesSchema = () =>
  z.strictObject({
    /** Labels of the "Label: value" lines under a message's first line (in English, for the staff). */
    lineLabels: z.strictObject({
      email: staffText(),
      date: staffText(),
      source: staffText(),
      page: staffText(),
      service: staffText(),
      package: staffText(),
      category: staffText(),
      name: staffText(),
      message: staffText(),
      /** The last line of a form's message: the visitor's language, by its English name ("Sinhala"). */
      language: staffText(),
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
        name: staffText(),
        email: staffText(),
        phone: staffText(),
        company: staffText(),
        website: staffText(),
        service: staffText(),
        budget: staffText(),
        timeline: staffText(),
        message: staffText(),
      }),
      websiteNotProvided: staffText(),
    }),
    quoteForm: z.strictObject({
      intro: text(),
      labels: z.strictObject({
        name: staffText(),
        company: staffText(),
        email: staffText(),
        phone: staffText(),
        services: staffText(),
        budget: staffText(),
        timeline: staffText(),
        description: staffText(),
        notes: staffText(),
        files: staffText(),
      }),
      /** The service the visitor typed in "Other", in the list of services: `{service}`. */
      otherService: staff(template({ required: ["service"] })),
      /** The files line: `{count}` files, `{names}` their names. */
      files: staff(template({ required: ["count", "names"] })),
      /** The files line when no file was chosen. */
      noFiles: staffText(),
      notProvided: staffText(),
    }),
    newsletter: z.strictObject({
      intro: text(),
      /** Where the sign-up came from, named in the message. */
      source: staffText(),
      email: emailMessage(["date", "source"]),
    }),
    launch: z.strictObject({
      intro: text(),
      /** The page named in the message. */
      page: staffText(),
      email: emailMessage(["date", "page"]),
    }),
  });
