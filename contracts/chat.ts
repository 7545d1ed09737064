import { z } from "zod";
import { CHAT_LIMITS } from "./chat-limits.ts";

export { CHAT_ENDPOINT, CHAT_LIMITS } from "./chat-limits.ts";

/*
 * The one API the page calls: `POST /api/chat` on its own origin. Page and server share these schemas,
 * so a change to the shape is a type error on both sides.
 */

/** One earlier message of the conversation, as the page keeps it (without its id and timestamp). */
export const chatTurnSchema = z.strictObject({
  sender: z.enum(["user", "ai"]),
  text: z.string().max(CHAT_LIMITS.maxTurnChars),
});

export const chatRequestSchema = z.strictObject({
  message: z
    .string({
      error: (issue) => (issue.input === undefined ? "message is required" : "message must be text"),
    })
    .refine((text) => text.trim() !== "", "message must not be empty")
    .refine(
      (text) => text.length <= CHAT_LIMITS.maxMessageChars,
      `message must be at most ${CHAT_LIMITS.maxMessageChars.toLocaleString("en")} characters`,
    ),
  conversation: z
    .array(chatTurnSchema)
    .max(CHAT_LIMITS.maxTurns, `conversation must have at most ${CHAT_LIMITS.maxTurns} messages`)
    .default([]),
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
