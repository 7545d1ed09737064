import { z } from "zod";
import { type EditorMeta, order, phrases, type SchemaContext, sitePath, template, text } from "./parts.ts";

/**
 * Words the assistant's copy may use besides the site words; the knowledge build fills them in from
 * site/identity/identity.en.yaml (and `{templateNames}` from the templates, when the site has them).
 */
const ASSISTANT_WORDS = [
  "whatsappLink",
  "phones",
  "infoEmail",
  "projectsEmail",
  "offices",
  "hours",
  "founderName",
  "founderRole",
  "templateNames",
] as const;

const copy = () => template({ allowed: ASSISTANT_WORDS });
/** A sentence the knowledge build fills in with the named words (and no others but the site words). */
const filled = (...required: string[]) => template({ required });

/**
 * The words the keyless assistant matches on, in the file's language (each translation has its own lists;
 * the build adds the English ones, as visitors mix in English words). Matched as whole words, a longer word
 * in Sinhala, Tamil or Hindi also when it starts with one of these (their words take endings).
 */
const matching = () =>
  z.strictObject({
    /** Small words that carry no meaning for the search ("the", "කරුණාකර"). */
    stopWords: phrases(),
    /** A message starting with one of these greets ("hi", "ආයුබෝවන්"). */
    greetings: phrases(),
    /** A message that is one of these (and small words) thanks ("thank you", "ස්තුතියි"). */
    thanks: phrases(),
    /** A question with one of these asks about price ("how much", "මිල", "kiyada"). */
    priceWords: phrases(),
    /**
     * Words typed in Latin letters that mark a message as this language ("kitne", "kiyada", "evvalavu"): the
     * assistant then answers in it. English has none.
     */
    romanised: z
      .array(text())
      .default([])
      .meta({ phrases: true } satisfies EditorMeta),
  });

/**
 * The kinds of question the assistant recognises before it searches, each by its words (this language's, in
 * its script and in Latin letters; the English ones count in every language). A message with one of them is
 * answered from its own place (the timeline topic, the about page, the privacy facts…), not by a search.
 */
const intents = <I extends z.ZodType>({ reference }: SchemaContext<I>) =>
  z.strictObject({
    discount: phrases(),
    time: phrases(),
    company: phrases(),
    team: phrases(),
    figures: phrases(),
    chat: phrases(),
    data: phrases(),
    contact: phrases(),
    hours: phrases(),
    offices: phrases(),
    template: phrases(),
    portfolio: phrases(),
    /** Asking for something to read: an article, a guide, the journal. */
    articles: phrases(),
    /** "Do you do …?": with a thing the site does not list, the honest answer. */
    offered: phrases(),
    rude: phrases(),
    injection: phrases(),
    /** Words that lean on the conversation ("that", "it", "and how long"). */
    followUp: phrases(),
    /** Things visitors ask for that the agency does not list, each with the closest service it does. */
    notOffered: z.array(z.strictObject({ words: phrases(), closest: reference("services") })),
  });

/** How the build words the answers it assembles from the services, templates and pages (one per language). */
const answers = () =>
  z.strictObject({
    /** A service answer's first words: "Web Design: Beautiful websites…". */
    serviceLead: filled("title", "tagline"),
    serviceIncludes: filled("features"),
    everyPackageIncludes: filled("features"),
    /** One package with what sets it apart. */
    packageHighlights: filled("name", "highlights"),
    /** `{price}` is the service pages' price words (pages/service-detail/service-detail.en.yaml `packages.price`). */
    packages: filled("packages", "price"),
    /** The answer to "what do you do?": its title and the ways visitors ask it (the list follows `servicesIntro`). */
    servicesList: z.strictObject({ title: text(), questions: phrases() }),
    template: z.strictObject({
      title: filled("title"),
      aliases: filled("category"),
      body: filled("title", "category"),
      /** `{price}` is the catalogue's price words (pages/shop/shop.en.yaml `pricing`). */
      answer: filled("title", "category", "path", "price", "catalogue"),
    }),
    /** A page's summary and where it is. */
    page: filled("intro", "path"),
    /** How the contact words are written: a phone with its label, an office, a place, an opening-hours line. */
    phone: filled("number", "label"),
    office: filled("label", "street", "city", "country"),
    place: filled("city", "country"),
    hours: filled("days", "opens", "closes"),
  });

/**
 * The chat assistant (`assistant/assistant/assistant.en.yaml`): its fixed replies, the instructions the AI model gets, and
 * other words visitors use for each service. What it knows comes from the content itself (services, topics,
 * pages); the build turns all of it into `assistant-knowledge.json` for the servers.
 */
export const assistantSchema = <I extends z.ZodType>(context: SchemaContext<I>) =>
  z.strictObject({
    replies: z.strictObject({
      /** A question with nothing to search for ("what do you do?"). */
      greeting: copy(),
      thanks: copy(),
      /** Nothing in the content answers the question: never a guess. */
      unsure: copy(),
      /** A price question nothing else answers. */
      pricing: copy(),
      /** Put before an answer to a price question. */
      pricingNote: copy(),
      /** Put before an answer when the visitor greeted first. */
      greeted: text(),
      /** Heads the list of services. */
      servicesIntro: copy(),
      /** A discount or promo code question: none is published. */
      discount: copy(),
      /** What happens to what is typed in the chat (from the privacy policy). */
      chatPrivacy: copy(),
      /** Who gets the details of an enquiry (from the privacy policy). */
      enquiryData: copy(),
      /** Rudeness or an attempt to change the assistant's instructions: polite, brief, nothing revealed. */
      polite: copy(),
      /** A thing the site does not list: never a yes; the closest service instead. */
      notOffered: filled("service", "path"),
      /** The team, from the team files. */
      team: filled("members"),
      /** The about page's figures. */
      figures: filled("figures"),
      /** Work shown on /portfolio for one sector (a category of the portfolio). */
      portfolioSector: filled("sector", "items"),
      /** A case study that shows work for what the visitor asked about ("examples for hotels?"). */
      caseStudy: filled("client", "sector", "result", "path"),
      /** An article of the journal that covers what the visitor asked about. */
      article: filled("title", "path"),
      /** A sector with no ready-made template. */
      noTemplate: copy(),
      /** A follow-up about a service named earlier ("and how long?"): the service's page after the answer. */
      forService: filled("title", "path"),
    }),
    matching: matching(),
    intents: intents(context),
    answers: answers(),
    /** The AI model's system instruction; the facts (the same the keyless assistant searches) follow it. */
    prompt: z.strictObject({
      role: template({ allowed: [...ASSISTANT_WORDS, "assistantRole", "headOffice", "branches"] }),
      mission: copy(),
      rulesTitle: text(),
      rules: z.array(copy()).min(1),
      /** The rule that names the language to answer in: `{language}` is the page's ("Sinhala (සිංහල)"). */
      language: filled("language"),
      factsTitle: text(),
      unsureLead: text(),
    }),
    /** Other words for each service, and facts about it that its page does not say. */
    services: z.array(
      z.strictObject({
        service: context.reference("services"),
        alsoCalled: phrases(),
        notes: z.array(copy()).default([]),
      }),
    ),
  });

/** One thing visitors ask about (`assistant/topics/<id>.en.yaml`): the ways they ask it and the answer. */
export const assistantTopicSchema = () =>
  z.strictObject({
    order: order(),
    title: text(),
    questions: phrases(),
    answer: copy(),
    /** The site paths the answer points to. */
    links: z.array(sitePath()).default([]),
  });

/** The chat API's own messages (`assistant/api-messages/api-messages.en.yaml`): what POST /api/chat answers when it cannot. */
export const chatApiMessagesSchema = () =>
  z.strictObject({
    /** Readable 4xx messages. */
    apiErrors: z.strictObject({
      contentType: text(),
      malformedJson: text(),
      tooLarge: text(),
      rateLimited: text(),
      notFound: text(),
      methodNotAllowed: text(),
      /** Any request whose shape is wrong (no message, an empty or too long one, a wrong field): one sentence. */
      invalidRequest: text(),
    }),
    /**
     * When the AI service fails (the chat shows it as the assistant's message). The other failure texts are the
     * chat's own (`errors` in site/chat/chat.en.yaml), which the server answers with too.
     */
    aiErrors: z.strictObject({
      aiService: text(),
    }),
  });
