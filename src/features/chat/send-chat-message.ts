import type { ChatFailure, ChatReply, ChatRequest, ChatTurn } from "#contracts/chat.ts";
import { CHAT_ENDPOINT, CHAT_LIMITS } from "#contracts/chat-limits.ts";
import type { ChatLocale } from "./chat-copy.ts";

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
 * Sends one message to POST /api/chat on this origin (the only call the chat makes), in the page's language
 * (`locale` in the body; `Accept-Language` too, for the messages the server gives before it reads the body),
 * and always resolves to a text to show as the assistant's message: the reply, or the spec's failure text (the
 * server's `message` when it gives one).
 */
export async function sendChatMessage(
  message: string,
  history: readonly ChatTurn[],
  errors: ChatErrorTexts,
  locale: ChatLocale,
  fetchImpl: typeof fetch = fetch,
): Promise<{ ok: boolean; text: string }> {
  let response: Response;
  try {
    response = await fetchImpl(CHAT_ENDPOINT, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "Accept-Language": locale.tag,
      },
      body: requestBody(message, history, locale.code),
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
    return { ok: false, text: isChatFailure(body) && body.message.trim() ? body.message : errors.localApi };
  }
  if (!isChatReply(body)) return { ok: false, text: errors.invalidFormat };
  return { ok: true, text: body.response.trim() ? body.response : errors.emptyReply };
}

/*
 * The answer read as the contract's types (contracts/chat.ts): a renamed or retyped field is a type error here
 * as on the server. Checked by hand, not with the contract's zod schemas, so the page loads no zod.
 */
function isChatReply(body: unknown): body is ChatReply {
  return typeof (body as Partial<ChatReply> | null)?.response === "string";
}

function isChatFailure(body: unknown): body is ChatFailure {
  return typeof (body as Partial<ChatFailure> | null)?.message === "string";
}

const encoder = new TextEncoder();
/** Room left under the server's body limit for the JSON punctuation. */
const BODY_BUDGET = CHAT_LIMITS.maxBodyBytes - 512;

/**
 * The request body: the message, the page's language and as much recent history as fits the server's limits
 * (oldest dropped first).
 */
export function requestBody(
  message: string,
  history: readonly ChatTurn[],
  locale: ChatLocale["code"],
): string {
  const conversation = history
    .slice(-CHAT_LIMITS.maxTurns)
    .map((turn) => ({ sender: turn.sender, text: turn.text.slice(0, CHAT_LIMITS.maxTurnChars) }));
  const text = message.slice(0, CHAT_LIMITS.maxMessageChars);
  const json = () => JSON.stringify({ message: text, conversation, locale } satisfies ChatRequest);
  let body = json();
  while (conversation.length > 0 && encoder.encode(body).length > BODY_BUDGET) {
    conversation.shift();
    body = json();
  }
  return body;
}
