/**
 * Website templates the agency sells. Ids appear in /templates/{id}; the route matches them with hyphens
 * read as spaces and case ignored. (Filled out with images, features and demo pages by the shop pages.)
 */
export const templateCatalogue = [
  { id: "edulearn", title: "EduLearn", category: "Education" },
  { id: "medicare", title: "MediCare Clinic", category: "Healthcare" },
  { id: "saffron-table", title: "Saffron Table", category: "Restaurant" },
  { id: "monkhub-ultimate", title: "MonkHub Ultimate", category: "Business" },
] as const;

/** Normalises a route id or template id for matching: hyphens become spaces, case is ignored. */
export function normaliseTemplateId(id: string): string {
  return id.replace(/-/g, " ").trim().toLowerCase();
}

export function findTemplate(routeId: string | undefined) {
  if (!routeId) return undefined;
  const wanted = normaliseTemplateId(routeId);
  return templateCatalogue.find((template) => normaliseTemplateId(template.id) === wanted);
}
