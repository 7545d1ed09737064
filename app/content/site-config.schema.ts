import { z } from "zod";
import { externalUrlSchema, imageRefSchema } from "./common.schema.ts";

const phoneSchema = z.strictObject({
  label: z.string(),
  /** As people read it: "+94 77 123 4567". */
  display: z.string().regex(/^\+\d[\d ]+$/),
});

const officeSchema = z.strictObject({
  id: z.string(),
  label: z.string(),
  city: z.string(),
  region: z.string(),
  country: z.string(),
  countryCode: z.string().length(2),
  streetAddress: z.string(),
  postalCode: z.string(),
  /** Which of `contact.phones` rings this office. */
  phone: z.enum(["sriLanka", "india"]),
});

const openingHoursSchema = z.strictObject({
  days: z.string(),
  /** schema.org day names, for structured data. */
  dayOfWeek: z.array(z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])),
  opens: z.string().regex(/^\d{1,2}:\d{2}$/),
  closes: z.string().regex(/^\d{1,2}:\d{2}$/),
});

export const siteConfigSchema = z.strictObject({
  name: z.string(),
  legalName: z.string(),
  tagline: z.string(),
  description: z.string(),
  foundedYear: z.number().int(),
  photographyArm: z.string(),
  responseHours: z.number().int().positive(),
  founder: z.strictObject({
    name: z.string(),
    role: z.string(),
    portrait: imageRefSchema,
    signature: imageRefSchema,
  }),
  assistant: z.strictObject({ name: z.string(), subtitle: z.string() }),
  contact: z.strictObject({
    /** The messaging-app (WhatsApp) number, digits only with country code. */
    whatsappNumber: z.string().regex(/^\d{8,15}$/),
    phones: z.strictObject({ sriLanka: phoneSchema, india: phoneSchema }),
    emails: z.strictObject({ info: z.email(), projects: z.email() }),
    website: externalUrlSchema,
  }),
  offices: z.array(officeSchema).min(1),
  hours: z.array(openingHoursSchema).min(1),
  socials: z.array(
    z.strictObject({ network: z.enum(["Facebook", "Instagram", "LinkedIn"]), url: externalUrlSchema }),
  ),
  /** Local date-time (no zone) the launching-soon countdown runs toward. */
  launchDate: z.iso.datetime({ local: true }),
  copyrightYears: z.strictObject({ main: z.number().int(), launch: z.number().int() }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
