import { z } from "zod";
import { order, phrases, type SchemaContext, sitePath, template, text } from "./parts.ts";

/**
 * Words the assistant's copy may use besides the site words; the knowledge build fills them in from
 * site/identity.en.yaml (and `{templateNames}` from the templates, when the site has them).
 */
export const ASSISTANT_WORDS = [
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

/**
 * The chat assistant (`assistant/assistant.en.yaml`): its fixed replies, the instructions the AI model gets, and
 * other words visitors use for each service. What it knows comes from the content itself (services, topics,
 * pages); the build turns all of it into `assistant-knowledge.json` for the servers.
 */
export const assistantSchema = <I extends z.ZodType>({ reference }: SchemaContext<I>) =>
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
    }),
    /** The AI model's system instruction; the facts (the same the keyless assistant searches) follow it. */
    prompt: z.strictObject({
      role: template({ allowed: [...ASSISTANT_WORDS, "assistantRole", "headOffice", "branches"] }),
      mission: copy(),
      rulesTitle: text(),
      rules: z.array(copy()).min(1),
      factsTitle: text(),
      unsureLead: text(),
    }),
    /** Other words for each service, and facts about it that its page does not say. */
    services: z.array(
      z.strictObject({
        service: reference("services"),
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

/** The chat API's own messages (`assistant/api-messages.en.yaml`): what POST /api/chat answers when it cannot. */
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
    }),
    /**
     * When the AI service fails (the chat shows it as the assistant's message). The other failure texts are the
     * chat's own (`errors` in site/chat.en.yaml), which the server answers with too.
     */
    aiErrors: z.strictObject({
      aiService: text(),
    }),
  });
