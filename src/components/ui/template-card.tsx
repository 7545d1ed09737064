import type { ReactNode } from "react";
import type { PictureData } from "#src/lib/shared/picture-data.ts";
import { Picture } from "./picture.tsx";

/** A template as a card shows it: never its price. */
export interface TemplateCardView {
  id: string;
  title: string;
  category: string;
  description: string;
  image: PictureData;
  technologies: readonly string[];
  features: readonly string[];
}

export interface TemplateCardLabels {
  /** Said in place of the price. */
  pricing: string;
  technologies: string;
  features: string;
  /** "+{count} more" */
  more: string;
}

/** The first `max` items and how many more there are (a card's "+N more"). */
export function firstFew<T>(items: readonly T[], max = 3): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

interface TemplateCardProps {
  template: TemplateCardView;
  labels: TemplateCardLabels;
  /** The template's own page: the title links there. */
  href: string;
  /** How wide the picture is shown at each viewport width. */
  sizes: string;
  /** In the first view at some widths: its picture loads at once. */
  eager?: boolean;
  /** The card's actions, under the pricing line. */
  children?: ReactNode;
}

/**
 * A website template as a card (home page and catalogue): its screenshot, category, linked title, description,
 * up to three technologies and three features with "+N more", "Contact for Pricing" and the actions given.
 */
export function TemplateCard({ template, labels, href, sizes, eager = false, children }: TemplateCardProps) {
  const technologies = firstFew(template.technologies);
  const features = firstFew(template.features);
  const more = (count: number) => labels.more.replace("{count}", String(count));
  const titleId = `template-${template.id}-title`;

  return (
    <article
      aria-labelledby={titleId}
      className="group flex h-full w-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-grey-200 transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0"
    >
      <div className="overflow-hidden border-grey-200 border-b bg-grey-100">
        <Picture
          image={template.image}
          sizes={sizes}
          eager={eager}
          className="block aspect-[4/3] w-full"
          imgClassName="h-full w-full object-cover object-top transition duration-500 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="font-semibold text-accent-700 text-xs uppercase tracking-[0.14em]">
          {template.category}
        </p>
        <h3 id={titleId} className="mt-1.5 font-bold text-ink-950 text-xl">
          <a href={href} className="hover:text-accent-700 focus-visible:text-accent-700">
            {template.title}
          </a>
        </h3>
        <p className="mt-2 text-grey-600">{template.description}</p>

        <ul className="mt-4 flex flex-wrap gap-2" aria-label={labels.technologies}>
          {technologies.shown.map((technology) => (
            <li
              key={technology}
              className="rounded-pill bg-accent-50 px-3 py-1 font-medium text-accent-800 text-xs"
            >
              {technology}
            </li>
          ))}
          {technologies.more > 0 && (
            <li className="rounded-pill bg-grey-100 px-3 py-1 font-medium text-grey-700 text-xs">
              {more(technologies.more)}
            </li>
          )}
        </ul>

        <ul className="mt-4 space-y-1.5 text-grey-700 text-sm" aria-label={labels.features}>
          {features.shown.map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-600" />
              {feature}
            </li>
          ))}
          {features.more > 0 && <li className="pl-3.5 font-medium text-grey-600">{more(features.more)}</li>}
        </ul>

        <div className="mt-auto pt-6">
          <p className="font-bold text-ink-950 text-lg">{labels.pricing}</p>
          {children && <div className="mt-4">{children}</div>}
        </div>
      </div>
    </article>
  );
}
