/**
 * Every collection of the site's content, in one list: where its files are and the schema each file must
 * match. Astro loads them for the pages (src/content.config.ts); read-content.ts loads the same files with the
 * same schemas for tests, the artwork, the assistant's knowledge and the editor's configuration.
 */

import { aboutPageSchema } from "./schemas/about-page.ts";
import { agentsSchema } from "./schemas/agents.ts";
import { assistantSchema, assistantTopicSchema, chatApiMessagesSchema } from "./schemas/assistant.ts";
import { chatSchema } from "./schemas/chat.ts";
import { contactPageSchema } from "./schemas/contact-page.ts";
import { enquiriesSchema } from "./schemas/enquiries.ts";
import { homePageSchema } from "./schemas/home-page.ts";
import { identitySchema } from "./schemas/identity.ts";
import { launchingSoonPageSchema } from "./schemas/launching-soon-page.ts";
import { layoutSchema } from "./schemas/layout.ts";
import { legalDocumentSchema, legalPageSchema } from "./schemas/legal.ts";
import { packagesPageSchema } from "./schemas/packages-page.ts";
import { pageIntroSchema } from "./schemas/page-intro.ts";
import { partnerSchema } from "./schemas/partners.ts";
import { portfolioPageSchema, portfolioPieceSchema, portfolioWebsiteSchema } from "./schemas/portfolio.ts";
import { pricingPackageSchema } from "./schemas/pricing-packages.ts";
import { quotePageSchema } from "./schemas/quote-page.ts";
import { serviceDetailPageSchema } from "./schemas/service-detail-page.ts";
import { serviceSchema } from "./schemas/services.ts";
import { servicesPageSchema } from "./schemas/services-page.ts";
import { shopPageSchema } from "./schemas/shop-page.ts";
import { teamMemberSchema } from "./schemas/team.ts";
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
  chat: { folder: "site", pattern: "chat.yaml" },
  assistant: { folder: "assistant", pattern: "assistant.yaml" },
  assistantTopics: { folder: "assistant/topics", pattern: "*.yaml" },
  chatApiMessages: { folder: "assistant", pattern: "api-messages.yaml" },
  aboutPage: { folder: "pages", pattern: "about.yaml" },
  team: { folder: "team", pattern: "*.yaml" },
  servicesPage: { folder: "pages", pattern: "services.yaml" },
  serviceDetailPage: { folder: "pages", pattern: "service-detail.yaml" },
  legal: { folder: "legal", pattern: "*.md" },
  legalPage: { folder: "pages", pattern: "legal.yaml" },
  quotePage: { folder: "pages", pattern: "quote.yaml" },
  agents: { folder: "site", pattern: "agents.yaml" },
  packagesPage: { folder: "pages", pattern: "packages.yaml" },
  pricingPackages: { folder: "pricing-packages", pattern: "*.yaml" },
  portfolioPage: { folder: "pages", pattern: "portfolio.yaml" },
  portfolioPieces: { folder: "portfolio", pattern: "*.yaml" },
  portfolioWebsites: { folder: "portfolio-websites", pattern: "*.yaml" },
  launchingSoonPage: { folder: "pages", pattern: "launching-soon.yaml" },
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
  chat: chatSchema,
  assistant: assistantSchema,
  assistantTopics: assistantTopicSchema,
  chatApiMessages: chatApiMessagesSchema,
  aboutPage: aboutPageSchema,
  team: teamMemberSchema,
  servicesPage: servicesPageSchema,
  serviceDetailPage: serviceDetailPageSchema,
  legal: legalDocumentSchema,
  legalPage: legalPageSchema,
  quotePage: quotePageSchema,
  agents: agentsSchema,
  packagesPage: packagesPageSchema,
  pricingPackages: pricingPackageSchema,
  portfolioPage: portfolioPageSchema,
  portfolioPieces: portfolioPieceSchema,
  portfolioWebsites: portfolioWebsiteSchema,
  launchingSoonPage: launchingSoonPageSchema,
  homePage: homePageSchema,
  testimonials: testimonialSchema,
  partners: partnerSchema,
  technologies: technologySchema,
  shopPage: shopPageSchema,
  templates: templateSchema,
} as const satisfies Record<CollectionName, unknown>;
