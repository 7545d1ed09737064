import { z } from "zod";
import { internalPathSchema, seoSchema } from "./common.schema.ts";

export const SERVICES_ICONS = [
  "monitor",
  "layout",
  "pen-tool",
  "palette",
  "camera",
  "search",
  "building",
  "compass",
  "clipboard",
  "sparkles",
  "rocket",
] as const;

export const STEP_COLORS = ["accent", "saffron", "ink", "emerald"] as const;

const taskSchema = z.strictObject({
  title: z.string(),
  owner: z.string(),
  status: z.enum(["done", "doing", "todo"]),
  progress: z.number().int().min(0).max(100),
});

export const servicesPageSchema = z.strictObject({
  seo: seoSchema,
  hero: z.strictObject({ eyebrow: z.string(), title: z.literal("Our Services"), intro: z.string() }),
  cards: z.strictObject({
    eyebrow: z.string(),
    title: z.string(),
    linkLabel: z.string(),
    items: z
      .array(
        z.strictObject({
          title: z.string(),
          text: z.string(),
          icon: z.enum(SERVICES_ICONS),
          to: internalPathSchema,
        }),
      )
      .length(7),
  }),
  skills: z.strictObject({ eyebrow: z.string(), title: z.string(), tags: z.array(z.string()).length(9) }),
  process: z.strictObject({
    eyebrow: z.string(),
    title: z.string(),
    intro: z.string(),
    steps: z
      .array(
        z.strictObject({
          step: z.number().int(),
          title: z.string(),
          description: z.string(),
          icon: z.enum(SERVICES_ICONS),
          color: z.enum(STEP_COLORS),
        }),
      )
      .length(4),
  }),
  progress: z.strictObject({
    eyebrow: z.string(),
    title: z.literal("Efficient Progress"),
    text: z.string(),
    points: z.array(z.string()).min(3),
    panel: z.strictObject({
      label: z.string(),
      project: z.string(),
      timeline: z.string(),
      statusLabels: z.strictObject({ done: z.string(), doing: z.string(), todo: z.string() }),
      overallLabel: z.string(),
      tasks: z.array(taskSchema).min(4),
    }),
  }),
  cta: z.strictObject({
    title: z.string(),
    text: z.string(),
    packages: z.strictObject({ label: z.string(), to: z.literal("/packages") }),
    contact: z.strictObject({ label: z.string(), to: z.literal("/contact") }),
  }),
});

export type ServicesPage = z.infer<typeof servicesPageSchema>;
export type ServicesIcon = (typeof SERVICES_ICONS)[number];
export type WorkflowTask = z.infer<typeof taskSchema>;
