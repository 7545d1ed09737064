/**
 * Every collection of the site's content, in one list: where its files are and the schema each file must
 * match. Astro loads them for the pages (src/content.config.ts); read-content.ts loads the same files with the
 * same schemas for tests, the artwork, the assistant's knowledge and the editor's configuration.
 */
import { assistantSchema, assistantTopicSchema, chatApiMessagesSchema } from "./schemas/assistant.ts";
import { contactPageSchema } from "./schemas/contact-page.ts";
import { enquiriesSchema } from "./schemas/enquiries.ts";
import { homePageSchema } from "./schemas/home-page.ts";
import { identitySchema } from "./schemas/identity.ts";
import { layoutSchema } from "./schemas/layout.ts";
import { pageIntroSchema } from "./schemas/page-intro.ts";
import { partnerSchema } from "./schemas/partners.ts";
import { serviceSchema } from "./schemas/services.ts";
import { shopPageSchema } from "./schemas/shop-page.ts";
import { technologySchema } from "./schemas/technologies.ts";
import { templateSchema } from "./schemas/templates.ts";
import { testimonialSchema } from "./schemas/testimonials.ts";

export interface CollectionSource {
  /** Folder under src/content. */
  folder: string;
  /** File name pattern inside the folder (`*` matches any name). */
  pattern: string;
}

export const collectionSources = {
  identity: { folder: "site", pattern: "identity.yaml" },
  layout: { folder: "site", pattern: "layout.yaml" },
  enquiries: { folder: "site", pattern: "enquiries.yaml" },
  services: { folder: "services", pattern: "*.yaml" },
  contactPage: { folder: "pages", pattern: "contact.yaml" },
  notFoundPage: { folder: "pages", pattern: "not-found.yaml" },
  assistant: { folder: "assistant", pattern: "assistant.yaml" },
  assistantTopics: { folder: "assistant/topics", pattern: "*.yaml" },
  chatApiMessages: { folder: "assistant", pattern: "api-messages.yaml" },
  homePage: { folder: "pages", pattern: "home.yaml" },
  testimonials: { folder: "testimonials", pattern: "*.yaml" },
  partners: { folder: "partners", pattern: "*.yaml" },
  technologies: { folder: "technologies", pattern: "*.yaml" },
  shopPage: { folder: "pages", pattern: "shop.yaml" },
  templates: { folder: "templates", pattern: "*.yaml" },
} as const satisfies Record<string, CollectionSource>;

export type CollectionName = keyof typeof collectionSources;

/** The schema of each collection, given the loader's helpers (see schemas/parts.ts). */
export const collectionSchemas = {
  identity: identitySchema,
  layout: layoutSchema,
  enquiries: enquiriesSchema,
  services: serviceSchema,
  contactPage: contactPageSchema,
  notFoundPage: pageIntroSchema,
  assistant: assistantSchema,
  assistantTopics: assistantTopicSchema,
  chatApiMessages: chatApiMessagesSchema,
  homePage: homePageSchema,
  testimonials: testimonialSchema,
  partners: partnerSchema,
  technologies: technologySchema,
  shopPage: shopPageSchema,
  templates: templateSchema,
} as const satisfies Record<CollectionName, unknown>;
