import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Picture } from "~/components/ui/picture";
import type { ResolvedImage } from "~/content/images";

export interface TemplateCardView {
  id: string;
  title: string;
  category: string;
  description?: string;
  image?: ResolvedImage;
  technologies: readonly string[];
  features: readonly string[];
}

interface TemplateCardLabels {
  price: string;
  /** "+{count} more" */
  more: string;
  detailsLabel: string;
  technologiesLabel: string;
  featuresLabel: string;
}

/** At most three items, and how many more there are. */
export function capList(items: readonly string[], max = 3) {
  return { shown: items.slice(0, max), rest: Math.max(0, items.length - max) };
}

/** A template on the home page: image, category, title, up to 3 technologies and features, never a price. */
export function TemplateCard({
  template,
  labels,
}: {
  template: TemplateCardView;
  labels: TemplateCardLabels;
}) {
  const headingId = `template-${template.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="group flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-grey-200 transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0"
    >
      {template.image && (
        <Picture
          image={template.image}
          sizes="(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw"
          className="block aspect-[4/3] overflow-hidden bg-grey-100"
          imgClassName="h-full w-full object-cover object-top transition duration-500 group-hover:scale-105 motion-reduce:group-hover:scale-100"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="font-semibold text-accent-700 text-sm uppercase tracking-[0.12em]">
          {template.category}
        </p>
        <h3 id={headingId} className="mt-1 font-bold text-xl">
          {template.title}
        </h3>
        {template.description && <p className="mt-2 text-grey-600">{template.description}</p>}
        <ChipList label={labels.technologiesLabel} items={template.technologies} more={labels.more} />
        <ChipList label={labels.featuresLabel} items={template.features} more={labels.more} tone="plain" />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-2 pt-6">
          <p className="whitespace-nowrap font-semibold text-ink-950">{labels.price}</p>
          <Link
            to={`/templates/${template.id}`}
            prefetch="intent"
            aria-label={`${labels.detailsLabel}: ${template.title}`}
            className="inline-flex items-center gap-1.5 whitespace-nowrap font-semibold text-accent-700 hover:text-accent-900"
          >
            {labels.detailsLabel}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}

function ChipList({
  label,
  items,
  more,
  tone = "accent",
}: {
  label: string;
  items: readonly string[];
  more: string;
  tone?: "accent" | "plain";
}) {
  if (items.length === 0) return null;
  const { shown, rest } = capList(items);
  const chip = tone === "accent" ? "bg-accent-50 text-accent-900" : "bg-grey-100 text-grey-700";
  return (
    <ul aria-label={label} className="mt-4 flex flex-wrap gap-2">
      {shown.map((item) => (
        <li key={item} className={`rounded-pill px-3 py-1 font-medium text-sm ${chip}`}>
          {item}
        </li>
      ))}
      {rest > 0 && (
        <li className="rounded-pill px-2 py-1 font-medium text-grey-600 text-sm">
          {more.replace("{count}", String(rest))}
        </li>
      )}
    </ul>
  );
}
