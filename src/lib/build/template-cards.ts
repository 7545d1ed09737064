/**
 * The templates as their cards show them (home page and catalogue), read at build time: every field a card
 * needs and its screenshot resolved at the widths given. The price stays behind.
 */

import { type Locale, localizedPath } from "#contracts/locales.ts";
import type { TemplateCardView } from "#src/components/ui/template-card.tsx";
import { list } from "#src/content/entries.ts";
import { type ImageWidths, pictureOf } from "./images.ts";

export interface TemplateCardEntry extends TemplateCardView {
  /** The template's own page. */
  href: string;
  /** What "Preview" opens. */
  previewUrl: string;
}

export async function templateCards(locale: Locale, widths: ImageWidths): Promise<TemplateCardEntry[]> {
  const templates = await list("templates", locale);
  return Promise.all(
    templates.map(async ({ id, data }) => ({
      id,
      title: data.title,
      category: data.category,
      description: data.description,
      image: await pictureOf(data.image, `templates/${id}`, locale, widths),
      technologies: data.technologies,
      features: data.features,
      href: localizedPath(`/templates/${id}`, locale),
      previewUrl: data.previewUrl,
    })),
  );
}
