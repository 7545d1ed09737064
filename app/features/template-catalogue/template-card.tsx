import { ExternalLink, ShoppingCart } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { Picture } from "~/components/ui/picture";
import { nameTemplate } from "~/content/template-shop";
import { openEnquiry } from "~/lib/build-enquiry-link";
import { firstFew } from "./filter-templates";
import type { CardCopy, CatalogueTemplate } from "./types";

export function TemplateCard({ template, copy }: { template: CatalogueTemplate; copy: CardCopy }) {
  const technologies = firstFew(template.technologies);
  const features = firstFew(template.features);
  const more = (count: number) => copy.more.replace("{count}", String(count));
  const titleId = `template-${template.id}-title`;

  return (
    <article
      aria-labelledby={titleId}
      className="group flex w-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-grey-200 transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0"
    >
      <div className="overflow-hidden border-grey-200 border-b bg-grey-100">
        <Picture
          image={template.image}
          sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
          className="block aspect-[4/3] w-full"
          imgClassName="h-full w-full object-cover object-top transition duration-500 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
        />
      </div>

      <div className="flex flex-1 flex-col p-6">
        <p className="font-semibold text-accent-700 text-xs uppercase tracking-[0.14em]">
          {template.category}
        </p>
        <h3 id={titleId} className="mt-1.5 font-bold text-ink-950 text-xl">
          <Link
            to={`/templates/${template.id}`}
            prefetch="intent"
            className="hover:text-accent-700 focus-visible:text-accent-700"
          >
            {template.title}
          </Link>
        </h3>
        <p className="mt-2 text-grey-600">{template.description}</p>

        <ul className="mt-4 flex flex-wrap gap-2" aria-label={copy.technologiesLabel}>
          {technologies.shown.map((tech) => (
            <li
              key={tech}
              className="rounded-pill bg-accent-50 px-3 py-1 font-medium text-accent-800 text-xs"
            >
              {tech}
            </li>
          ))}
          {technologies.more > 0 && (
            <li className="rounded-pill bg-grey-100 px-3 py-1 font-medium text-grey-700 text-xs">
              {more(technologies.more)}
            </li>
          )}
        </ul>

        <ul className="mt-4 space-y-1.5 text-grey-700 text-sm" aria-label={copy.featuresLabel}>
          {features.shown.map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-600" />
              {feature}
            </li>
          ))}
          {features.more > 0 && <li className="pl-3.5 font-medium text-grey-600">{more(features.more)}</li>}
        </ul>

        <div className="mt-auto pt-6">
          <p className="font-bold text-ink-950 text-lg">{copy.pricing}</p>
          <div className="mt-4 grid grid-cols-2 gap-3">
            <a
              href={template.previewHref}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${copy.preview} ${template.title} (${copy.previewHint})`}
              className={buttonClasses("secondary", "md", "w-full")}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {copy.preview}
            </a>
            <button
              type="button"
              aria-label={`${copy.buyNow}: ${template.title}`}
              onClick={() => openEnquiry(nameTemplate(copy.buyNowEnquiry, template.title))}
              className={buttonClasses("primary", "md", "w-full")}
            >
              <ShoppingCart aria-hidden="true" className="size-4" />
              {copy.buyNow}
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}
