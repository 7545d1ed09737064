import { z } from "zod";
import { CHAT_LIMITS } from "./chat-limits.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales.ts";

export { CHAT_LIMITS } from "./chat-limits.ts";

/*
 * The one API the page calls: `POST /api/chat` on its own origin. Page and server share these schemas,
 * so a change to the shape is a type error on both sides. A request the schema refuses is answered with one
 * sentence in the visitor's language (`apiErrors.invalidRequest`,
 * assistant/api-messages/api-messages.<lang>.yaml); what exactly was wrong goes to the server's log only, so
 * the schema carries no messages of its own.
 */

/** One earlier message of the conversation, as the page keeps it (without its id and timestamp). */
const chatTurnSchema = z.strictObject({
  sender: z.enum(["user", "ai"]),
  text: z.string().max(CHAT_LIMITS.maxTurnChars),
});

export const chatRequestSchema = z.strictObject({
  message: z
    .string()
    .refine((text) => text.trim() !== "", "blank")
    .refine((text) => text.length <= CHAT_LIMITS.maxMessageChars, "too long"),
  conversation: z.array(chatTurnSchema).max(CHAT_LIMITS.maxTurns).default([]),
  /** The language of the page the visitor asks from: the answer and every message come in it. */
  locale: z.custom<Locale>((value) => isLocale(value), "not a locale of the site").default(DEFAULT_LOCALE),
});

/** A reply: the assistant's text. */
export const chatReplySchema = z.strictObject({ response: z.string() });

/** A failure (any non-2xx status): a sentence the page can show as it is. */
export const chatFailureSchema = z.strictObject({ message: z.string() });

export type ChatTurn = z.infer<typeof chatTurnSchema>;
export type ChatRequest = z.input<typeof chatRequestSchema>;
export type ParsedChatRequest = z.output<typeof chatRequestSchema>;
export type ChatReply = z.infer<typeof chatReplySchema>;
export type ChatFailure = z.infer<typeof chatFailureSchema>;
