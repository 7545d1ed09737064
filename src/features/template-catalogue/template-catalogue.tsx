import { ExternalLink, Search, ShoppingCart } from "lucide-react";
import { useLayoutEffect, useRef, useState } from "react";
import { ButtonLink } from "~/components/ui/button-link.tsx";
import {
  TemplateCard,
  type TemplateCardLabels,
  type TemplateCardView,
} from "~/components/ui/template-card.tsx";
import { categoriesOf, filterTemplates } from "./filter-templates.ts";

export interface CatalogueTemplate extends TemplateCardView {
  href: string;
  previewUrl: string;
  /** The messaging-app link "Buy Now" opens, naming the template. */
  buyNowHref: string;
}

export interface CatalogueCopy {
  filterLabel: string;
  allCategories: string;
  searchLabel: string;
  searchPlaceholder: string;
  resultCount: { one: string; other: string };
  emptyTitle: string;
  emptyText: string;
  clearFilters: string;
}

export interface CatalogueCardCopy extends TemplateCardLabels {
  preview: string;
  buyNow: string;
}

interface TemplateCatalogueProps {
  templates: readonly CatalogueTemplate[];
  copy: CatalogueCopy;
  cardCopy: CatalogueCardCopy;
  /** Read after a link that opens a new tab. */
  newTab: string;
}

/**
 * The category filter, the search box and the template cards (an island, hydrated when the visitor first
 * uses it). Search and category combine. What a visitor types before the code arrives stays in the box and is
 * applied when the island takes over; a category tap is made again then (lib/early-page/early-input.ts).
 * Preview and Buy Now are plain links.
 */
export function TemplateCatalogue({ templates, copy, cardCopy, newTab }: TemplateCatalogueProps) {
  const [category, setCategory] = useState<string | null>(null);
  const [query, setQuery] = useState("");
  const searchRef = useRef<HTMLInputElement>(null);
  // Typed before the code arrived: the box holds it; search for it.
  useLayoutEffect(() => {
    if (searchRef.current?.value) setQuery(searchRef.current.value);
  }, []);
  const options = [
    { label: copy.allCategories, value: null },
    ...categoriesOf(templates).map((name) => ({ label: name, value: name })),
  ];
  const shown = filterTemplates(templates, { category, query });
  const count = (shown.length === 1 ? copy.resultCount.one : copy.resultCount.other).replace(
    "{count}",
    String(shown.length),
  );

  return (
    <div>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{copy.filterLabel}</legend>
          {options.map((option) => {
            const pressed = option.value === category;
            return (
              <button
                key={option.label}
                type="button"
                aria-pressed={pressed}
                onClick={() => setCategory(option.value)}
                className={`min-h-11 rounded-pill px-5 font-semibold text-sm transition ${
                  pressed
                    ? "bg-accent-700 text-white shadow-card"
                    : "bg-white text-ink-800 ring-1 ring-grey-300 hover:ring-ink-400"
                }`}
              >
                {option.label}
              </button>
            );
          })}
        </fieldset>
        <div className="relative w-full lg:max-w-sm">
          <label htmlFor="template-search" className="sr-only">
            {copy.searchLabel}
          </label>
          <Search
            aria-hidden="true"
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-4 size-5 text-grey-500"
          />
          <input
            ref={searchRef}
            id="template-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={copy.searchPlaceholder}
            autoComplete="off"
            className="min-h-12 w-full rounded-pill bg-white py-3 pr-4 pl-12 text-ink-950 ring-1 ring-grey-300 placeholder:text-grey-500 focus:outline-none focus:ring-2 focus:ring-accent-700"
          />
        </div>
      </div>

      <p role="status" className="mt-6 text-grey-600 text-sm">
        {count}
      </p>

      {shown.length > 0 ? (
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:gap-8">
          {shown.map((template) => (
            <li key={template.id} className="flex">
              <TemplateCard
                template={template}
                labels={cardCopy}
                href={template.href}
                sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
              >
                <div className="grid grid-cols-2 gap-3">
                  <ButtonLink
                    href={template.previewUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${cardCopy.preview} ${template.title} ${newTab}`}
                    variant="secondary"
                    className="w-full"
                  >
                    <ExternalLink aria-hidden="true" className="size-4" />
                    {cardCopy.preview}
                  </ButtonLink>
                  <ButtonLink
                    href={template.buyNowHref}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${cardCopy.buyNow}: ${template.title} ${newTab}`}
                    variant="primary"
                    className="w-full"
                  >
                    <ShoppingCart aria-hidden="true" className="size-4" />
                    {cardCopy.buyNow}
                  </ButtonLink>
                </div>
              </TemplateCard>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-card bg-grey-50 px-6 py-16 text-center ring-1 ring-grey-200">
          <Search aria-hidden="true" className="mx-auto size-10 text-grey-400" />
          <h3 className="mt-4 font-bold text-ink-950 text-xl">{copy.emptyTitle}</h3>
          <p className="mt-2 text-grey-600">{copy.emptyText}</p>
          <button
            type="button"
            onClick={() => {
              setCategory(null);
              setQuery("");
            }}
            className="mt-6 font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-800"
          >
            {copy.clearFilters}
          </button>
        </div>
      )}
    </div>
  );
}
