export interface Searchable {
  title: string;
  description: string;
  category: string;
}

export interface TemplateFilter {
  /** "All" or one category. */
  category: string;
  query: string;
}

export const ALL = "All";

/** The spec's search: case-insensitive on title or description, combined with the category filter. */
export function filterTemplates<T extends Searchable>(
  templates: readonly T[],
  { category, query }: TemplateFilter,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  return templates.filter(
    (template) =>
      (category === ALL || template.category === category) &&
      (needle === "" ||
        template.title.toLocaleLowerCase().includes(needle) ||
        template.description.toLocaleLowerCase().includes(needle)),
  );
}

/** "All" followed by each category once, in catalogue order. */
export function categoryOptions(templates: readonly Searchable[]): string[] {
  return [ALL, ...new Set(templates.map((template) => template.category))];
}

/** The first `max` items and how many more there are (the card's "+N more"). */
export function firstFew<T>(items: readonly T[], max = 3): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}
