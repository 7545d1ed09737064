/**
 * Astro's content collections: each collection's files and schema come from src/content/collections.ts, so
 * Astro (for the pages) and read-content.ts (for tests, artwork and the assistant) check the same rules.
 * A bad file fails the build with the collection, the entry, the field and what is wrong.
 */

import { defineCollection, reference } from "astro:content";
import { glob, type Loader } from "astro/loaders";
import { z } from "astro/zod";
import { TRANSLATED_LOCALES } from "#contracts/locales.ts";
import {
  type CollectionName,
  collectionSources,
  idOf,
  collectionSchemas as schemas,
  withoutReviewedFlag,
} from "./content/collections.ts";

/**
 * A collection's English files (`home.en.yaml`, id `home`), each without the translation flag the editor may
 * write into it. Their translations (`home.si.yaml`) are not entries: src/content/entries.ts lays them over.
 */
const files = (name: CollectionName): Loader => {
  const english = glob({
    base: `./src/content/${collectionSources[name].folder}`,
    pattern: collectionSources[name].pattern,
    generateId: ({ entry }) => idOf(entry),
  });
  return {
    name: "english-files",
    load: (context) =>
      english.load({
        ...context,
        parseData: (props) => context.parseData({ ...props, data: withoutReviewedFlag(props.data) as never }),
      }),
  };
};

/**
 * Every translation file (`pages/home/home.si.yaml`, id `pages/home/home.si`): laid over its English entry by
 * src/content/entries.ts. Its shape is checked there against the entry's schema (and before the build, by
 * scripts/integrations/translations.ts), so any object is let through here.
 */
const translations = defineCollection({
  loader: glob({
    base: "./src/content",
    pattern: `**/*.{${TRANSLATED_LOCALES.join(",")}}.{yaml,md}`,
    generateId: ({ entry }) => entry.replace(/\.(?:ya?ml|md)$/, ""),
  }),
  schema: z.looseObject({ reviewed: z.boolean().default(false) }),
});

export const collections = {
  translations,
  identity: defineCollection({
    loader: files("identity"),
    schema: ({ image }) => schemas.identity({ image, reference }),
  }),
  layout: defineCollection({ loader: files("layout"), schema: () => schemas.layout() }),
  enquiries: defineCollection({ loader: files("enquiries"), schema: () => schemas.enquiries() }),
  services: defineCollection({
    loader: files("services"),
    schema: ({ image }) => schemas.services({ image, reference }),
  }),
  contactPage: defineCollection({ loader: files("contactPage"), schema: () => schemas.contactPage() }),
  notFoundPage: defineCollection({ loader: files("notFoundPage"), schema: () => schemas.notFoundPage() }),
  chat: defineCollection({ loader: files("chat"), schema: () => schemas.chat() }),
  assistant: defineCollection({
    loader: files("assistant"),
    schema: ({ image }) => schemas.assistant({ image, reference }),
  }),
  assistantTopics: defineCollection({
    loader: files("assistantTopics"),
    schema: () => schemas.assistantTopics(),
  }),
  chatApiMessages: defineCollection({
    loader: files("chatApiMessages"),
    schema: () => schemas.chatApiMessages(),
  }),
  aboutPage: defineCollection({
    loader: files("aboutPage"),
    schema: ({ image }) => schemas.aboutPage({ image, reference }),
  }),
  team: defineCollection({
    loader: files("team"),
    schema: ({ image }) => schemas.team({ image, reference }),
  }),
  servicesPage: defineCollection({
    loader: files("servicesPage"),
    schema: ({ image }) => schemas.servicesPage({ image, reference }),
  }),
  serviceDetailPage: defineCollection({
    loader: files("serviceDetailPage"),
    schema: () => schemas.serviceDetailPage(),
  }),
  legal: defineCollection({ loader: files("legal"), schema: () => schemas.legal() }),
  legalPage: defineCollection({ loader: files("legalPage"), schema: () => schemas.legalPage() }),
  quotePage: defineCollection({ loader: files("quotePage"), schema: () => schemas.quotePage() }),
  agents: defineCollection({ loader: files("agents"), schema: () => schemas.agents() }),
  packagesPage: defineCollection({ loader: files("packagesPage"), schema: () => schemas.packagesPage() }),
  pricingPackages: defineCollection({
    loader: files("pricingPackages"),
    schema: () => schemas.pricingPackages(),
  }),
  portfolioPage: defineCollection({
    loader: files("portfolioPage"),
    schema: ({ image }) => schemas.portfolioPage({ image, reference }),
  }),
  portfolioPieces: defineCollection({
    loader: files("portfolioPieces"),
    schema: ({ image }) => schemas.portfolioPieces({ image, reference }),
  }),
  portfolioWebsites: defineCollection({
    loader: files("portfolioWebsites"),
    schema: ({ image }) => schemas.portfolioWebsites({ image, reference }),
  }),
  caseStudiesPage: defineCollection({
    loader: files("caseStudiesPage"),
    schema: () => schemas.caseStudiesPage(),
  }),
  caseStudies: defineCollection({
    loader: files("caseStudies"),
    schema: ({ image }) => schemas.caseStudies({ image, reference }),
  }),
  insightsPage: defineCollection({
    loader: files("insightsPage"),
    schema: () => schemas.insightsPage(),
  }),
  insights: defineCollection({
    loader: files("insights"),
    schema: ({ image }) => schemas.insights({ image, reference }),
  }),
  launchingSoonPage: defineCollection({
    loader: files("launchingSoonPage"),
    schema: () => schemas.launchingSoonPage(),
  }),
  searchPage: defineCollection({ loader: files("searchPage"), schema: () => schemas.searchPage() }),
  homePage: defineCollection({
    loader: files("homePage"),
    schema: ({ image }) => schemas.homePage({ image, reference }),
  }),
  testimonials: defineCollection({ loader: files("testimonials"), schema: () => schemas.testimonials() }),
  partners: defineCollection({
    loader: files("partners"),
    schema: ({ image }) => schemas.partners({ image, reference }),
  }),
  technologies: defineCollection({
    loader: files("technologies"),
    schema: ({ image }) => schemas.technologies({ image, reference }),
  }),
  shopPage: defineCollection({ loader: files("shopPage"), schema: () => schemas.shopPage() }),
  templates: defineCollection({
    loader: files("templates"),
    schema: ({ image }) => schemas.templates({ image, reference }),
  }),
};
