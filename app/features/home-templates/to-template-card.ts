import { type ResolvedImage, resolveImage } from "~/content/images";
import type { TemplateCardView } from "./template-card";

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/**
 * Reads a template catalogue entry into a card, using the fields it has: the catalogue is filled out by the
 * shop pages, so description, image, technologies and features may not be there yet. Runs in the loader.
 */
export function toTemplateCard(entry: { id: string; title: string; category: string }): TemplateCardView {
  const fields = entry as Record<string, unknown>;
  const image = fields.image;
  let resolved: ResolvedImage | undefined;
  if (typeof image === "string")
    resolved = resolveImage({ key: image, alt: `${entry.title} template preview` });
  else if (image && typeof image === "object" && "key" in image && typeof image.key === "string")
    resolved = resolveImage({
      key: image.key,
      alt: "alt" in image && typeof image.alt === "string" ? image.alt : `${entry.title} template preview`,
    });
  return {
    id: entry.id,
    title: entry.title,
    category: entry.category,
    description: typeof fields.description === "string" ? fields.description : undefined,
    image: resolved,
    technologies: strings(fields.technologies),
    features: strings(fields.features),
  };
}
