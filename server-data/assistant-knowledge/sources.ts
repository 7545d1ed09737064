/**
 * What the assistant's knowledge is made from: the content files, read with the same schemas Astro uses.
 * Each collection the assistant knows about has one place here and one function that turns it into corpus
 * documents (services.ts, topics.ts, templates.ts, pages.ts).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from "#contracts/locales.ts";
import { type Entry, type PlainData, readSiteContent, single } from "#src/content/read-content.ts";
import { isPublished } from "#src/content/schemas/insights.ts";
import { referencedId } from "./services.ts";

/** A ready-made website template, as the assistant needs it. */
interface TemplateSource {
  id: string;
  title: string;
  category: string;
  description: string;
}

/** A piece of work on /portfolio: what it is, for whom, and its category (the sector the visitor asks about). */
interface WorkSource {
  title: string;
  category: string;
  /** The client (a gallery piece) or what the site does (a website). */
  about: string;
}

/** A case study: whom it was for, in which sector, with which services, and its measured results. */
interface CaseStudySource {
  id: string;
  title: string;
  client: string;
  sector: string;
  summary: string;
  /** The ids of the services it used. */
  services: string[];
  results: { value: string; what: string; period: string }[];
}

/** An article of the journal: its title, summary, tags and the ids of the services it concerns. */
interface ArticleSource {
  id: string;
  title: string;
  summary: string;
  tags: string[];
  services: string[];
}

/** A page the assistant can point to: its path and the copy that says what it is for. */
interface PageSource {
  path: string;
  seo: { title: string; description: string };
  hero: { title: string; intro: string; highlight?: string };
}

export interface AssistantSources {
  /** The language all of it is in (the translation files laid over the English, src/content/translations.ts). */
  locale: Locale;
  identity: PlainData<"identity">;
  services: Entry<PlainData<"services">>[];
  assistant: PlainData<"assistant">;
  topics: Entry<PlainData<"assistantTopics">>[];
  /** The API's messages; its AI failure texts joined by the chat's own (site/chat/chat.en.yaml), said once there. */
  messages: {
    apiErrors: PlainData<"chatApiMessages">["apiErrors"];
    aiErrors: PlainData<"chatApiMessages">["aiErrors"] &
      Pick<PlainData<"chat">["errors"], "invalidFormat" | "emptyReply" | "connection">;
  };
  templates: TemplateSource[];
  pages: PageSource[];
  /** The team (team/), in their order: name and role. */
  team: { name: string; role: string; order: number }[];
  /** The about page: its figures and the title that heads them. */
  about: Pick<PlainData<"aboutPage">, "story" | "whyChooseUs" | "team">;
  /** The portfolio's pieces and websites. */
  work: WorkSource[];
  /** The case studies (case-studies/), in their order. */
  caseStudies: CaseStudySource[];
  /** The journal's published articles (insights/): drafts are left out, as on the site. */
  articles: ArticleSource[];
  /** The words pages show for a price: on a service's packages, and on a template. */
  prices: { service: string; template: string };
}

type Content = ReturnType<typeof readSiteContent>;

/**
 * The page collections the assistant summarises, by path. A page collection added to the site joins here
 * with one line (its data has `seo` and `hero.title` / `hero.intro`).
 */
const PAGE_COLLECTIONS = {
  "/": (content: Content) => single(content.homePage, "homePage"),
  "/about": (content: Content) => single(content.aboutPage, "aboutPage"),
  "/services": (content: Content) => single(content.servicesPage, "servicesPage"),
  "/packages": (content: Content) => single(content.packagesPage, "packagesPage"),
  "/portfolio": (content: Content) => single(content.portfolioPage, "portfolioPage"),
  "/get-quote": (content: Content) => single(content.quotePage, "quotePage"),
  "/contact": (content: Content) => single(content.contactPage, "contactPage"),
  "/shopping": (content: Content) => single(content.shopPage, "shopPage"),
  "/case-studies": (content: Content) => single(content.caseStudiesPage, "caseStudiesPage"),
  "/insights": (content: Content) => single(content.insightsPage, "insightsPage"),
} satisfies Record<string, (content: Content) => Omit<PageSource, "path">>;

/**
 * The work on /portfolio: the gallery's pieces and the websites. Another collection of work (case studies)
 * joins here with one line.
 */
const workOf = (content: Content): WorkSource[] => [
  ...content.portfolioWebsites.map(({ data }) => ({
    title: data.title,
    category: data.category,
    about: data.description,
  })),
  ...content.portfolioPieces.map(({ data }) => ({
    title: data.title,
    category: data.category,
    about: data.client,
  })),
];

/** The website templates the shop sells. */
const templatesOf = (content: Content): TemplateSource[] =>
  content.templates.map((entry) => ({
    id: entry.id,
    title: entry.data.title,
    category: entry.data.category,
    description: entry.data.description,
  }));

function apiMessagesOf(content: Content): AssistantSources["messages"] {
  const { apiErrors, aiErrors } = single(content.chatApiMessages, "chatApiMessages");
  const { invalidFormat, emptyReply, connection } = single(content.chat, "chat").errors;
  return { apiErrors, aiErrors: { ...aiErrors, invalidFormat, emptyReply, connection } };
}

function readAssistantSources(options: { contentDir?: string; locale?: Locale } = {}): AssistantSources {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const content = readSiteContent({ ...options, locale });
  return {
    locale,
    identity: single(content.identity, "identity"),
    services: content.services,
    assistant: single(content.assistant, "assistant"),
    topics: content.assistantTopics,
    messages: apiMessagesOf(content),
    templates: templatesOf(content),
    pages: Object.entries(PAGE_COLLECTIONS).map(([path, read]) => ({ path, ...read(content) })),
    team: content.team.map(({ data }) => ({ name: data.name, role: data.role, order: data.order })),
    about: single(content.aboutPage, "aboutPage"),
    work: workOf(content),
    caseStudies: content.caseStudies.map(({ id, data }) => ({
      id,
      title: data.title,
      client: data.client,
      sector: data.sector,
      summary: data.summary,
      services: data.services.map(referencedId),
      results: data.results,
    })),
    articles: content.insights
      .filter(({ data }) => isPublished(data))
      .map(({ id, data }) => ({
        id,
        title: data.title,
        summary: data.summary,
        tags: [...data.tags],
        services: data.services.map(referencedId),
      })),
    prices: {
      service: single(content.serviceDetailPage, "serviceDetailPage").packages.price,
      template: single(content.shopPage, "shopPage").pricing,
    },
  };
}

/** Every language's sources, each read from its own content. */
export function readAllAssistantSources(options: { contentDir?: string } = {}) {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, readAssistantSources({ ...options, locale })]),
  ) as Record<Locale, AssistantSources>;
}
