import { z } from "zod";
import { plural, seo, template, text } from "./parts.ts";

/**
 * The template shop's copy: the catalogue (/shopping, /shop, /templates), the cards, the custom template block,
 * each template's page (/templates/<id>) and the page for a template that does not exist.
 */
export const shopPageSchema = () =>
  z.strictObject({
    seo: seo(),
    hero: z.strictObject({ eyebrow: text(), title: text(), intro: text() }),
    /** Said in place of a price on every card and template page. */
    pricing: text(),
    catalogue: z.strictObject({
      title: text(),
      intro: text(),
      filterLabel: text(),
      allCategories: text(),
      searchLabel: text(),
      searchPlaceholder: text(),
      /** The count line over the cards, by the number of templates shown (`{count}`). */
      resultCount: plural(),
      emptyTitle: text(),
      emptyText: text(),
      clearFilters: text(),
    }),
    card: z.strictObject({
      /** Names the list of technologies and the list of features. */
      technologies: text(),
      features: text(),
      more: template({ required: ["count"] }),
      preview: text(),
      buyNow: text(),
      details: text(),
    }),
    custom: z.strictObject({
      eyebrow: text(),
      title: text(),
      text: text(),
      points: z.array(text()).min(1),
      button: text(),
    }),
    detail: z.strictObject({
      /** Filled in per template (tests check the filled-in lengths). */
      seo: z.strictObject({
        title: template({ required: ["template"] }),
        description: template({ required: ["template"], allowed: ["category"] }),
      }),
      backToShop: text(),
      keyFeatures: text(),
      technologiesTitle: text(),
      demoPagesTitle: text(),
      getStarted: text(),
      payment: text(),
      included: z.array(text()).min(1),
      previewTemplate: text(),
      makeItYours: text(),
    }),
    notFound: z.strictObject({
      seo: seo(),
      title: text(),
      /** Shown with the name the visitor asked for (from the address, hyphens read as spaces) as `{name}`. */
      lookingFor: template({ required: ["name"] }),
      text: text(),
      backToTemplates: text(),
    }),
  });
