import { z } from "zod";
import { link, type SchemaContext, seo, text } from "./parts.ts";

/** Icons the services page may show (lucide names, drawn by sections/services). */
const SERVICES_ICONS = [
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

/** Colours of the process steps' icons (design tokens). */
const STEP_COLORS = ["accent", "saffron", "ink", "emerald"] as const;

const task = z.strictObject({
  title: text(),
  owner: text(),
  status: z.enum(["done", "doing", "todo"]),
  progress: z.number().int().min(0).max(100),
});

/**
 * The services overview (/services): hero, the service cards (each links to the page of the service it
 * names), skills, the process, the sample project board and the closing call to action.
 */
/** What a reference to an entry becomes: its collection and id. */
type EntryReference = z.ZodType<{ collection: string; id: string }>;

export const servicesPageSchema = <R extends EntryReference>({ reference }: SchemaContext<z.ZodType, R>) =>
  z.strictObject({
    seo: seo(),
    hero: z.strictObject({ eyebrow: text(), title: text(), intro: text() }),
    cards: z.strictObject({
      eyebrow: text(),
      title: text(),
      linkLabel: text(),
      items: z
        .array(
          z.strictObject({
            title: text(),
            text: text(),
            icon: z.enum(SERVICES_ICONS),
            /** The service whose page the card's link opens (its file name in services/). */
            service: reference("services"),
          }),
        )
        .min(1),
    }),
    skills: z.strictObject({ eyebrow: text(), title: text(), tags: z.array(text()).min(1) }),
    process: z.strictObject({
      eyebrow: text(),
      title: text(),
      intro: text(),
      /** Numbered in the order given. */
      steps: z
        .array(
          z.strictObject({
            title: text(),
            description: text(),
            icon: z.enum(SERVICES_ICONS),
            color: z.enum(STEP_COLORS),
          }),
        )
        .min(1),
    }),
    progress: z.strictObject({
      eyebrow: text(),
      title: text(),
      text: text(),
      points: z.array(text()).min(1),
      panel: z.strictObject({
        label: text(),
        project: text(),
        timeline: text(),
        statusLabels: z.strictObject({ done: text(), doing: text(), todo: text() }),
        overallLabel: text(),
        tasks: z.array(task).min(1),
      }),
    }),
    cta: z.strictObject({ title: text(), text: text(), packages: link(), contact: link() }),
  });
