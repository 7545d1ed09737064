import { aboutPage } from "../../app/content/about.ts";
import { assistantKnowledge } from "../../app/content/assistant-knowledge.ts";
import { contactPage } from "../../app/content/contact.ts";
import { homePage } from "../../app/content/home.ts";
import { packagesPage } from "../../app/content/packages.ts";
import { portfolioPage } from "../../app/content/portfolio.ts";
import { privacyPolicyPage } from "../../app/content/privacy-policy.ts";
import { quotePage } from "../../app/content/quote.ts";
import { serviceCatalogue } from "../../app/content/service-catalogue.ts";
import { servicesPage } from "../../app/content/services-overview.ts";
import { templateCatalogue } from "../../app/content/template-catalogue.ts";
import { templateShopPage } from "../../app/content/template-shop.ts";
import { termsOfServicePage } from "../../app/content/terms-of-service.ts";

/** One searchable piece of the site: what it is about, the words to find it by, and the answer it gives. */
export interface CorpusDocument {
  id: string;
  kind: "service" | "topic" | "template" | "page";
  title: string;
  /** Other ways of asking for it. */
  aliases: string;
  /** The facts, as searchable text. */
  body: string;
  answer: string;
}

const listOf = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

function serviceDocument(service: (typeof serviceCatalogue)[number]): CorpusDocument {
  const overview = service.overview.join(" ");
  const known = assistantKnowledge.services.find((entry) => entry.serviceId === service.id);
  const includes = service.features;
  const note = "packagesNote" in service ? service.packagesNote : undefined;
  // What every package has, and what sets each one apart.
  const inEvery = service.packages[0].features.filter((feature) =>
    service.packages.every((item) => (item.features as readonly string[]).includes(feature)),
  );
  const packages = service.packages.map((item) => {
    const own = item.features.filter((feature) => !inEvery.includes(feature));
    return { name: item.name, highlights: (own.length ? own : item.features).slice(0, 6) };
  });
  const packageText = packages
    .map((item) => (item.highlights.length ? `${item.name} (${listOf(item.highlights)})` : item.name))
    .join("; ");
  const paragraph = (...sentences: (string | undefined)[]) => sentences.filter(Boolean).join(" ");
  const answer = [
    paragraph(
      `${service.title}: ${service.tagline}`,
      overview,
      includes.length ? `It includes ${listOf(includes)}.` : "",
    ),
    paragraph(
      inEvery.length ? `Every package includes ${listOf(inEvery)}.` : "",
      packages.length ? `Packages: ${packageText}. Each is "Contact for Pricing".` : "",
      note,
      ...(known?.notes ?? []),
    ),
    `Details: /services/${service.id} · Free quote: /get-quote`,
  ]
    .filter(Boolean)
    .join("\n");
  return {
    id: `service:${service.id}`,
    kind: "service",
    title: service.title,
    aliases: (known?.alsoCalled ?? []).join(" · "),
    body: [
      service.tagline,
      overview,
      ...includes,
      ...inEvery,
      packageText,
      note,
      ...(known?.notes ?? []),
    ].join(" "),
    answer,
  };
}

interface PageModule {
  seo: { title: string; description: string };
  hero: { title: string; intro: string };
}

const pages: ReadonlyArray<readonly [path: string, page: PageModule]> = [
  ["/", homePage],
  ["/about", aboutPage],
  ["/services", servicesPage],
  ["/packages", packagesPage],
  ["/portfolio", portfolioPage],
  ["/shopping", templateShopPage],
  ["/contact", contactPage],
  ["/get-quote", quotePage],
  ["/privacy-policy", privacyPolicyPage],
  ["/terms-of-service", termsOfServicePage],
];

/** Everything the keyless assistant can answer from: services, topics, templates and page summaries. */
export function buildSiteCorpus(): CorpusDocument[] {
  const services = serviceCatalogue.map(serviceDocument);
  const topics = assistantKnowledge.topics.map(
    (topic): CorpusDocument => ({
      id: `topic:${topic.id}`,
      kind: "topic",
      title: topic.title,
      aliases: topic.questions.join(" · "),
      body: topic.answer,
      answer: topic.answer,
    }),
  );
  const templates = templateCatalogue.map(
    (template): CorpusDocument => ({
      id: `template:${template.id}`,
      kind: "template",
      title: `${template.title} template`,
      aliases: `${template.category} website template`,
      body: `${template.title} is a ready-made ${template.category} website template.`,
      answer: `${template.title} is our ready-made ${template.category.toLowerCase()} website template. See it at /templates/${template.id}; its price is "Contact for Pricing" (a one-time payment). All templates: /shopping.`,
    }),
  );
  const pageSummaries = pages.map(
    ([path, page]): CorpusDocument => ({
      id: `page:${path}`,
      kind: "page",
      title: page.hero.title,
      aliases: page.seo.title,
      body: `${page.seo.description} ${page.hero.intro}`,
      answer: path === "/" ? page.hero.intro : `${page.hero.intro} See ${path}.`,
    }),
  );
  const overview: CorpusDocument = {
    id: "topic:services-list",
    kind: "topic",
    title: "Services we offer: what we do",
    aliases: "What services do you offer? · What can you do for my business? · What do you do?",
    body: serviceCatalogue.map((service) => service.title).join(" · "),
    answer: [
      assistantKnowledge.servicesIntro,
      ...serviceCatalogue.map((service) => `${service.title} (/services/${service.id})`),
    ].join("\n"),
  };
  return [overview, ...services, ...topics, ...templates, ...pageSummaries];
}
