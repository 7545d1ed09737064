import type { CorpusDocument } from "../contracts/assistant-knowledge.ts";
import type { TemplateSource } from "./sources.ts";

/** One document per ready-made template: its page, its category, and its price ("Contact for Pricing"). */
export function templateDocuments(templates: readonly TemplateSource[]): CorpusDocument[] {
  return templates.map((template) => ({
    id: `template:${template.id}`,
    kind: "template",
    title: `${template.title} template`,
    aliases: `${template.category} website template`,
    body: `${template.title} is a ready-made ${template.category} website template.`,
    answer: `${template.title} is our ready-made ${template.category.toLowerCase()} website template. See it at /templates/${template.id}; its price is "Contact for Pricing" (a one-time payment). All templates: /shopping.`,
  }));
}
