import { z } from "zod";
import { template, text } from "./parts.ts";

/**
 * What the site tells AI agents (`site/agents/agents.en.yaml`): the prose of /llms.txt, the agent catalogue
 * (/.well-known/ai-catalog.json) and what the WebMCP tools say to the visitor. The facts themselves (services,
 * templates, pages, contact) come from their own files.
 */
export const agentsSchema = () =>
  z.strictObject({
    llms: z.strictObject({
      /** After the tagline, under the summary. */
      about: text(),
      sections: z.strictObject({
        services: text(),
        pages: text(),
        templates: text(),
        contact: text(),
        optional: text(),
      }),
      /** The note after each template's link; `{category}` is its category. */
      templateNote: template({ required: ["category"] }),
      /** Labels of the contact lines; `{label}` is a phone's label ("Sri Lanka"). */
      contact: z.strictObject({
        phone: template({ required: ["label"] }),
        whatsapp: text(),
        email: text(),
        projectsEmail: text(),
        hours: text(),
      }),
      sitemap: z.strictObject({ name: text(), note: text() }),
      agentTools: z.strictObject({ name: text(), note: text() }),
    }),
    /** Every price reads "Contact for Pricing": how the agents should say so. */
    pricing: text(),
    catalogue: z.strictObject({
      guideName: text(),
      /** Questions the guide answers (the catalogue's `representativeQueries`). */
      questions: z.array(text()).min(1),
    }),
    tools: z.strictObject({
      /** Asked before an enquiry is prepared; the message follows it. */
      confirm: text(),
    }),
  });
