import { ExternalLink, Search, ShoppingCart } from "lucide-react";
import { useLayoutEffect, useRef, useState } from "react";
import { type PluralPhrases, pluralText } from "#contracts/locale-format.ts";
import { ButtonLink } from "#src/components/ui/button-link.tsx";
import { ChoiceFilter, filterPlaces } from "#src/components/ui/choice-filter.tsx";
import {
  TemplateCard,
  type TemplateCardLabels,
  type TemplateCardView,
} from "#src/components/ui/template-card.tsx";
import { newTabLinkFor, type Wording } from "#src/lib/shared/wording.ts";
import { categoriesOf, filterTemplates } from "./filter-templates.ts";

/** The cards of the grid's first row (two wide from tablets up): in a desktop's first view, loaded at once. */
const FIRST_ROW = 2;

interface CatalogueTemplate extends TemplateCardView {
  href: string;
  previewUrl: string;
  /** The messaging-app link "Buy Now" opens, naming the template. */
  buyNowHref: string;
}

interface CatalogueCopy {
  filterLabel: string;
  allCategories: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** The count line, by the language's plural rules. */
  resultCount: PluralPhrases;
  emptyTitle: string;
  emptyText: string;
  clearFilters: string;
}

interface CatalogueCardCopy extends TemplateCardLabels {
  preview: string;
  buyNow: string;
}

interface TemplateCatalogueProps {
  templates: readonly CatalogueTemplate[];
  copy: CatalogueCopy;
  cardCopy: CatalogueCardCopy;
  /** Read after a link that opens a new tab. */
  newTab: string;
  /** How a link's name is worded (site/layout `wording`). */
  wording: Pick<Wording, "linkFor" | "newTabLink">;
  /** The page's language tag: counts are written and chosen by its rules. */
  tag: string;
}

/**
 * The category filter, the search box and the template cards (an island, hydrated when the visitor first
 * uses it). The category filter is plain HTML (ChoiceFilter: radios and `:has()`), so it filters before the
 * code arrives and with scripting off; the island adds the search, which combines with it, and the count and
 * empty state that follow both. What a visitor types before the code arrives stays in the box and is applied
 * when the island takes over; a category checked by then is the one it follows. Preview and Buy Now are
 * plain links.
 */
export function TemplateCatalogue({
  templates,
  copy,
  cardCopy,
  newTab,
  wording,
  tag,
}: TemplateCatalogueProps) {
  const choices = [copy.allCategories, ...categoriesOf(templates)];
  const [choice, setChoice] = useState(copy.allCategories);
  const [query, setQuery] = useState("");
  const root = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // Typed or chosen before the code arrived: the page holds it; follow it.
  useLayoutEffect(() => {
    if (searchRef.current?.value) setQuery(searchRef.current.value);
    const checked = root.current?.querySelector<HTMLInputElement>("input[type='radio']:checked");
    if (checked) setChoice(checked.value);
  }, []);
  const categoryOf = (name: string) => (name === copy.allCategories ? null : name);
  const countOf = (name: string) => filterTemplates(templates, { category: categoryOf(name), query }).length;
  const countLine = (count: number) => pluralText(tag, count, copy.resultCount);
  // The search narrows the cards here; the checked category narrows them further in CSS.
  const matching = filterTemplates(templates, { category: null, query });

  function clearFilters() {
    setQuery("");
    const all = root.current?.querySelector<HTMLInputElement>("input[data-choice='0']");
    if (all) all.checked = true;
    setChoice(copy.allCategories);
  }

  return (
    <div ref={root}>
      <ChoiceFilter
        name="template-category"
        legend={copy.filterLabel}
        choices={choices}
        countLines={choices.map((name) => countLine(countOf(name)))}
        onChoose={setChoice}
        headerClassName="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between"
        barClassName=""
        rowClassName="flex flex-wrap gap-2"
        choiceClassName="inline-flex min-h-11 cursor-pointer items-center rounded-pill bg-white px-5 font-semibold text-ink-800 text-sm ring-1 ring-grey-300 transition hover:ring-ink-400 peer-checked:bg-accent-700 peer-checked:text-white peer-checked:shadow-card peer-checked:ring-accent-700! peer-focus-visible:outline-2 peer-focus-visible:outline-accent-700 peer-focus-visible:outline-offset-2"
        countClassName="mt-6 text-grey-600 text-sm"
        aside={
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
        }
      >
        {countOf(choice) > 0 ? (
          <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:gap-8">
            {matching.map((template, index) => (
              <li
                key={template.id}
                className="flex"
                data-filter-item=""
                data-filter-in={filterPlaces(choices, template.category)}
              >
                <TemplateCard
                  template={template}
                  labels={cardCopy}
                  href={template.href}
                  sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
                  eager={index < FIRST_ROW}
                >
                  {/* Side by side where both fit, else one above the other: never squeezed into circles of broken
                      words (a Tamil card on a phone). */}
                  <div className="flex flex-wrap gap-3">
                    <ButtonLink
                      href={template.previewUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={newTabLinkFor(wording, cardCopy.preview, template.title, newTab)}
                      variant="secondary"
                      className="grow whitespace-nowrap"
                    >
                      <ExternalLink aria-hidden="true" className="size-4" />
                      {cardCopy.preview}
                    </ButtonLink>
                    <ButtonLink
                      href={template.buyNowHref}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={newTabLinkFor(wording, cardCopy.buyNow, template.title, newTab)}
                      variant="primary"
                      className="grow whitespace-nowrap"
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
              onClick={clearFilters}
              className="mt-6 font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-800"
            >
              {copy.clearFilters}
            </button>
          </div>
        )}
      </ChoiceFilter>
    </div>
  );
}
