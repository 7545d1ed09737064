import { Search } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { ALL, categoryOptions, filterTemplates } from "./filter-templates";
import { TemplateCard } from "./template-card";
import type { CardCopy, CatalogueCopy, CatalogueTemplate } from "./types";

interface TemplateCatalogueProps {
  templates: readonly CatalogueTemplate[];
  copy: CatalogueCopy;
  cardCopy: CardCopy;
}

/** The category filter, the search box and the grid of template cards (spec: Website Templates page). */
export function TemplateCatalogue({ templates, copy, cardCopy }: TemplateCatalogueProps) {
  const [category, setCategory] = useState(ALL);
  const [query, setQuery] = useState("");
  const searchId = useId();
  const categories = useMemo(() => categoryOptions(templates), [templates]);
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
          {categories.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === category}
              onClick={() => setCategory(option)}
              className={`min-h-11 rounded-pill px-5 font-semibold text-sm transition ${
                option === category
                  ? "bg-accent-700 text-white shadow-card"
                  : "bg-white text-ink-800 ring-1 ring-grey-300 hover:ring-ink-400"
              }`}
            >
              {option}
            </button>
          ))}
        </fieldset>
        <div className="relative w-full lg:max-w-sm">
          <label htmlFor={searchId} className="sr-only">
            {copy.searchLabel}
          </label>
          <Search
            aria-hidden="true"
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-4 size-5 text-grey-500"
          />
          <input
            id={searchId}
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
              <TemplateCard template={template} copy={cardCopy} />
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
              setCategory(ALL);
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
