export interface Searchable {
  title: string;
  description: string;
  category: string;
}

export interface TemplateFilter {
  /** `null` for every category, or one category. */
  category: string | null;
  query: string;
}

/** The spec's search: case-insensitive on title or description, combined with the category filter. */
export function filterTemplates<T extends Searchable>(
  templates: readonly T[],
  { category, query }: TemplateFilter,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  return templates.filter(
    (template) =>
      (category === null || template.category === category) &&
      (needle === "" ||
        template.title.toLocaleLowerCase().includes(needle) ||
        template.description.toLocaleLowerCase().includes(needle)),
  );
}

/** Each category once, in catalogue order. */
export function categoriesOf(templates: readonly Searchable[]): string[] {
  return [...new Set(templates.map((template) => template.category))];
}
