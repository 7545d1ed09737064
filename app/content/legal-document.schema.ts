import { z } from "zod";
import { pageIntroSchema } from "./page-intro.schema.ts";

const text = z.string().min(1);

/** A piece of legal prose: a paragraph or a bulleted list. */
export const legalBlockSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("paragraph"), text }),
  z.strictObject({ kind: z.literal("list"), items: z.array(text).min(1) }),
]);

/** A legal page (privacy policy, terms of service): numbered sections, a contact section, a closing card. */
export const legalDocumentSchema = pageIntroSchema.extend({
  effectiveDate: text,
  effectiveLabel: text,
  introCard: z.strictObject({ title: text, paragraphs: z.array(text).min(1) }),
  tocTitle: text,
  sections: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9-]+$/),
        title: text,
        blocks: z.array(legalBlockSchema).min(1),
        /** Shows the agency's email, phone and website under the section's text. */
        showContact: z.boolean().optional(),
      }),
    )
    .min(1),
  contactLabels: z.strictObject({ email: text, phone: text, website: text, office: text }),
  closing: z.strictObject({ title: text, text }),
});

export type LegalDocument = z.infer<typeof legalDocumentSchema>;
export type LegalBlock = z.infer<typeof legalBlockSchema>;
