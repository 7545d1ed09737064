import { z } from "zod";
import { internalPathSchema } from "./common.schema.ts";

const text = z.string().min(1);

const packageSchema = z.strictObject({
  name: text,
  /** What sets this tier apart; never a price. */
  highlights: z.array(text),
});

/** What the assistant knows about one catalogue service beyond its title and tagline. */
const serviceKnowledgeSchema = z.strictObject({
  serviceId: text,
  /** Other words visitors use for it ("website", "logo", "Google ranking"). */
  alsoCalled: z.array(text).min(1),
  includes: z.array(text).min(1),
  packages: z.array(packageSchema),
  /** Fixed facts stated by the agency, such as the fee per additional director. */
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
