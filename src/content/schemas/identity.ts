import { z } from "zod";
import { externalUrl, phoneDisplay, picture, type SchemaContext, template, text } from "./parts.ts";

const office = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  label: text(),
  city: text(),
  region: text(),
  country: text(),
  countryCode: z.string().length(2),
  streetAddress: text(),
  postalCode: z.string().min(1),
  /** Which of `phones` rings this office (its `id`). */
  phone: z.string().min(1),
});

const openingHours = z.strictObject({
  days: text(),
  /** schema.org day names, for structured data. */
  dayOfWeek: z
    .array(z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]))
    .min(1),
  opens: z.string().regex(/^\d{1,2}:\d{2}$/),
  closes: z.string().regex(/^\d{1,2}:\d{2}$/),
});

/** The agency's identity and contact values: every page, the artwork and the assistant read them from here. */
export const identitySchema = <I extends z.ZodType>({ image }: SchemaContext<I>) =>
  z
    .strictObject({
      name: z.string().min(1),
      legalName: z.string().min(1),
      tagline: text(),
      description: text().min(70).max(300),
      foundedYear: z.number().int().min(1900),
      photographyArm: z.string().min(1),
      responseHours: z.number().int().positive(),
      founder: z.strictObject({
        name: z.string().min(1),
        role: text(),
        portrait: picture(image),
        signature: picture(image),
      }),
      assistant: z.strictObject({ name: z.string().min(1), subtitle: text() }),
      contact: z.strictObject({
        /** The WhatsApp number: digits only, with the country code. */
        whatsappNumber: z.string().regex(/^\d{8,15}$/, "digits only, with the country code: 94771234567"),
        /** The first is the main phone, the one named alone (see `mainPhone`). */
        phones: z
          .array(
            z.strictObject({
              id: z.string().regex(/^[a-z0-9-]+$/),
              label: text(),
              display: phoneDisplay(),
            }),
          )
          .min(1),
        emails: z.strictObject({ info: z.email(), projects: z.email() }),
        website: externalUrl(),
      }),
      offices: z.array(office).min(1),
      /**
       * How search engines' structured data names and describes each office: `{office}` is its label,
       * `{city}` and `{country}` its own.
       */
      officeWording: z.strictObject({
        name: template({ required: ["city"] }),
        description: template({ required: ["city"], allowed: ["office", "country"] }),
      }),
      hours: z.array(openingHours).min(1),
      socials: z.array(
        z.strictObject({ network: z.enum(["Facebook", "Instagram", "LinkedIn"]), url: externalUrl() }),
      ),
      /** Local date and time (no zone) the launching-soon countdown runs toward. */
      launchDate: z.iso.datetime({ local: true }),
      copyrightYears: z.strictObject({ main: z.number().int(), launch: z.number().int() }),
    })
    .superRefine((identity, ctx) => {
      const phones = new Set(identity.contact.phones.map((phone) => phone.id));
      identity.offices.forEach((office, index) => {
        if (!phones.has(office.phone))
          ctx.addIssue({
            code: "custom",
            path: ["offices", index, "phone"],
            message: `no phone with id "${office.phone}" in contact.phones`,
          });
      });
    });

/** The main phone, the one a page names when it names one (the no-script contact, the legal pages): the first. */
export function mainPhone(identity: { contact: { phones: readonly { display: string }[] } }): string {
  return identity.contact.phones[0]!.display;
}
