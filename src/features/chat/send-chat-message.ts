// biome-ignore lint/style/noRestrictedImports: the contract is shared with the server and lives outside src
import type { ChatTurn } from "../../../contracts/chat.ts";
// biome-ignore lint/style/noRestrictedImports: the limits are shared with the server (no zod in the page)
import { CHAT_ENDPOINT, CHAT_LIMITS } from "../../../contracts/chat-limits.ts";

/** The texts shown as the assistant's message when a reply fails (spec section 8). */
export interface ChatErrorTexts {
  /** A non-OK answer without a message of its own. */
  localApi: string;
  /** An answer without `response`. */
  invalidFormat: string;
  /** An empty `response`. */
  emptyReply: string;
  /** The request did not get through. */
  connection: string;
}

/**
 * Sends one message to POST /api/chat on this origin (the only call the chat makes) and always resolves to
 * a text to show as the assistant's message: the reply, or the spec's failure text (the server's `message`
 * when it gives one).
 */
export async function sendChatMessage(
  message: string,
  history: readonly ChatTurn[],
  errors: ChatErrorTexts,
  fetchImpl: typeof fetch = fetch,
): Promise<{ ok: boolean; text: string }> {
  let response: Response;
  try {
    response = await fetchImpl(CHAT_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: requestBody(message, history),
    });
  } catch {
    return { ok: false, text: errors.connection };
  }

  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: handled below.
  }
  if (!response.ok) {
    const failure = (body as { message?: unknown } | null)?.message;
    return { ok: false, text: typeof failure === "string" && failure.trim() ? failure : errors.localApi };
  }
  const reply = (body as { response?: unknown } | null)?.response;
  if (typeof reply !== "string") return { ok: false, text: errors.invalidFormat };
  return { ok: true, text: reply.trim() ? reply : errors.emptyReply };
}

const encoder = new TextEncoder();
/** Room left under the server's body limit for the JSON punctuation. */
const BODY_BUDGET = CHAT_LIMITS.maxBodyBytes - 512;

/** The request body: the message and as much recent history as fits the server's limits (oldest dropped first). */
export function requestBody(message: string, history: readonly ChatTurn[]): string {
  const conversation = history
    .slice(-CHAT_LIMITS.maxTurns)
    .map((turn) => ({ sender: turn.sender, text: turn.text.slice(0, CHAT_LIMITS.maxTurnChars) }));
  const text = message.slice(0, CHAT_LIMITS.maxMessageChars);
  let body = JSON.stringify({ message: text, conversation });
  while (conversation.length > 0 && encoder.encode(body).length > BODY_BUDGET) {
    conversation.shift();
    body = JSON.stringify({ message: text, conversation });
  }
  return body;
}
