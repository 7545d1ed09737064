/** Limits of POST /api/chat, without zod: the page imports these without loading the schema library. */
export const CHAT_LIMITS = {
  /** Characters in one visitor message. */
  maxMessageChars: 2000,
  /** Earlier messages sent along as context. */
  maxTurns: 20,
  /** Whole request body, in bytes. */
  maxBodyBytes: 32 * 1024,
  /** Characters in one earlier message (a long assistant reply included). */
  maxTurnChars: 4000,
} as const;

export const CHAT_ENDPOINT = "/api/chat";
