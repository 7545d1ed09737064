import { z } from "zod";
import { internalPathSchema } from "./common.schema.ts";

const text = z.string().min(1);

/**
 * What the assistant knows about one catalogue service beyond the catalogue itself (which holds its
 * overview, features, packages and package note).
 */
const serviceKnowledgeSchema = z.strictObject({
  serviceId: text,
  /** Other words visitors use for it ("website", "logo", "Google ranking"). */
  alsoCalled: z.array(text).min(1),
  /** Facts stated by the agency that the catalogue does not carry. */
  notes: z.array(text),
});

/** A question visitors ask and the answer the assistant gives, with the pages it points to. */
const topicSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  questions: z.array(text).min(1),
  answer: text,
  links: z.array(internalPathSchema),
});

export const assistantKnowledgeSchema = z.strictObject({
  greeting: text,
  thanks: text,
  unsure: text,
  pricing: text,
  pricingNote: text,
  servicesIntro: text,
  services: z.array(serviceKnowledgeSchema),
  topics: z.array(topicSchema).min(1),
});

export type AssistantKnowledge = z.infer<typeof assistantKnowledgeSchema>;
