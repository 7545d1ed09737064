/**
 * Every collection of the site's content, in one list: where its files are and the schema each file must
 * match. Astro loads them for the pages (src/content.config.ts); read-content.ts loads the same files with the
 * same schemas for tests, the artwork, the assistant's knowledge and the editor's configuration.
 */

import { aboutPageSchema } from "./schemas/about-page.ts";
import { agentsSchema } from "./schemas/agents.ts";
import { assistantSchema, assistantTopicSchema, chatApiMessagesSchema } from "./schemas/assistant.ts";
import { caseStudiesPageSchema, caseStudySchema } from "./schemas/case-studies.ts";
import { chatSchema } from "./schemas/chat.ts";
import { contactPageSchema } from "./schemas/contact-page.ts";
import { enquiriesSchema } from "./schemas/enquiries.ts";
import { homePageSchema } from "./schemas/home-page.ts";
import { identitySchema } from "./schemas/identity.ts";
import { articleSchema, insightsPageSchema } from "./schemas/insights.ts";
import { launchingSoonPageSchema } from "./schemas/launching-soon-page.ts";
import { layoutSchema } from "./schemas/layout.ts";
import { legalDocumentSchema, legalPageSchema } from "./schemas/legal.ts";
import { packagesPageSchema } from "./schemas/packages-page.ts";
import { pageIntroSchema } from "./schemas/page-intro.ts";
import { partnerSchema } from "./schemas/partners.ts";
import { portfolioPageSchema, portfolioPieceSchema, portfolioWebsiteSchema } from "./schemas/portfolio.ts";
import { pricingPackageSchema } from "./schemas/pricing-packages.ts";
import { quotePageSchema } from "./schemas/quote-page.ts";
import { searchPageSchema } from "./schemas/search-page.ts";
import { serviceDetailPageSchema } from "./schemas/service-detail-page.ts";
import { serviceSchema } from "./schemas/services.ts";
import { servicesPageSchema } from "./schemas/services-page.ts";
import { shopPageSchema } from "./schemas/shop-page.ts";
import { teamMemberSchema } from "./schemas/team.ts";
import { technologySchema } from "./schemas/technologies.ts";
import { templateSchema } from "./schemas/templates.ts";
import { testimonialSchema } from "./schemas/testimonials.ts";

export interface CollectionSource {
  /**
   * Folder under src/content. A collection of one entry (a site setting, a page's copy) has a folder of its
   * own (`pages/home/home.en.yaml`), so the browser editor lists it as a collection of one entry and edits
   * its languages side by side like any other (decision 0013, scripts/content-editor/decap-config.ts).
   */
  folder: string;
  /**
   * The English files' name pattern inside the folder (`*` matches any name): `<id>.en.yaml`. Each language's
   * translation sits beside its file as `<id>.<locale>.yaml` (contracts/locales.ts, src/content/translations.ts),
   * as the browser editor's i18n (`multiple_files`) writes them.
   */
  pattern: string;
}

export const collectionSources = {
  identity: { folder: "site/identity", pattern: "identity.en.yaml" },
  layout: { folder: "site/layout", pattern: "layout.en.yaml" },
  enquiries: { folder: "site/enquiries", pattern: "enquiries.en.yaml" },
  services: { folder: "services", pattern: "*.en.yaml" },
  contactPage: { folder: "pages/contact", pattern: "contact.en.yaml" },
  notFoundPage: { folder: "pages/not-found", pattern: "not-found.en.yaml" },
  chat: { folder: "site/chat", pattern: "chat.en.yaml" },
  assistant: { folder: "assistant/assistant", pattern: "assistant.en.yaml" },
  assistantTopics: { folder: "assistant/topics", pattern: "*.en.yaml" },
  chatApiMessages: { folder: "assistant/api-messages", pattern: "api-messages.en.yaml" },
  aboutPage: { folder: "pages/about", pattern: "about.en.yaml" },
  team: { folder: "team", pattern: "*.en.yaml" },
  servicesPage: { folder: "pages/services", pattern: "services.en.yaml" },
  serviceDetailPage: { folder: "pages/service-detail", pattern: "service-detail.en.yaml" },
  legal: { folder: "legal", pattern: "*.en.md" },
  legalPage: { folder: "pages/legal", pattern: "legal.en.yaml" },
  quotePage: { folder: "pages/quote", pattern: "quote.en.yaml" },
  agents: { folder: "site/agents", pattern: "agents.en.yaml" },
  packagesPage: { folder: "pages/packages", pattern: "packages.en.yaml" },
  pricingPackages: { folder: "pricing-packages", pattern: "*.en.yaml" },
  portfolioPage: { folder: "pages/portfolio", pattern: "portfolio.en.yaml" },
  portfolioPieces: { folder: "portfolio", pattern: "*.en.yaml" },
  portfolioWebsites: { folder: "portfolio-websites", pattern: "*.en.yaml" },
  caseStudiesPage: { folder: "pages/case-studies", pattern: "case-studies.en.yaml" },
  caseStudies: { folder: "case-studies", pattern: "*.en.md" },
  insightsPage: { folder: "pages/insights", pattern: "insights.en.yaml" },
  insights: { folder: "insights", pattern: "*.en.md" },
  launchingSoonPage: { folder: "pages/launching-soon", pattern: "launching-soon.en.yaml" },
  searchPage: { folder: "pages/search", pattern: "search.en.yaml" },
  homePage: { folder: "pages/home", pattern: "home.en.yaml" },
  testimonials: { folder: "testimonials", pattern: "*.en.yaml" },
  partners: { folder: "partners", pattern: "*.en.yaml" },
  technologies: { folder: "technologies", pattern: "*.en.yaml" },
  shopPage: { folder: "pages/shop", pattern: "shop.en.yaml" },
  templates: { folder: "templates", pattern: "*.en.yaml" },
} as const satisfies Record<string, CollectionSource>;

export type CollectionName = keyof typeof collectionSources;

/**
 * An English file's data without the translation flag `reviewed` (the editor shows that field in every
 * language, so saving the English may write it): it means nothing there, and the schemas do not know it.
 */
export function withoutReviewedFlag(data: unknown): unknown {
  if (typeof data !== "object" || data === null || !("reviewed" in data)) return data;
  const { reviewed: _, ...rest } = data as Record<string, unknown>;
  return rest;
}

/** An entry's id: its file name without the language and the extension (`home.en.yaml` → home). */
export const idOf = (file: string) => file.replace(/^.*[\\/]/, "").replace(/(?:\.en)?\.(ya?ml|md)$/, "");

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
  caseStudiesPage: caseStudiesPageSchema,
  caseStudies: caseStudySchema,
  insightsPage: insightsPageSchema,
  insights: articleSchema,
  launchingSoonPage: launchingSoonPageSchema,
  searchPage: searchPageSchema,
  homePage: homePageSchema,
  testimonials: testimonialSchema,
  partners: partnerSchema,
  technologies: technologySchema,
  shopPage: shopPageSchema,
  templates: templateSchema,
} as const satisfies Record<CollectionName, unknown>;
