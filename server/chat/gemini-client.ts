import type { ChatMessages } from "#contracts/assistant-knowledge.ts";
import type { ChatTurn } from "#contracts/chat.ts";

/**
 * Asks the generative AI service (Gemini `generateContent`) for a reply. Server-only: the key travels in the
 * `x-goog-api-key` header and never reaches the browser. Every failure maps to one of the spec's texts.
 */
export interface GeminiConfig {
  apiKey: string;
  model: string;
  baseUrl: string;
  /** Milliseconds before the request is abandoned. */
  timeoutMs?: number;
  /** Earlier messages sent along with the new one. */
  maxHistory?: number;
  fetch?: typeof fetch;
  /** What each failure says (assistant/api-messages/api-messages.en.yaml). */
  errors: ChatMessages["aiErrors"];
}

export type GeminiResult = { ok: true; text: string } | { ok: false; status: 502 | 504; message: string };

const GEMINI_TIMEOUT_MS = 15_000;

interface GeminiContent {
  role: "user" | "model";
  parts: { text: string }[];
}

/** The conversation as Gemini wants it: starting with the visitor, same-speaker turns merged, newest last. */
function toGeminiContents(conversation: readonly ChatTurn[], message: string, maxHistory: number) {
  const contents: GeminiContent[] = [];
  const recent = conversation.slice(-maxHistory);
  for (const turn of [...recent, { sender: "user" as const, text: message }]) {
    const role = turn.sender === "user" ? "user" : "model";
    if (contents.length === 0 && role === "model") continue;
    const last = contents.at(-1);
    if (last?.role === role) last.parts.push({ text: turn.text });
    else contents.push({ role, parts: [{ text: turn.text }] });
  }
  return contents;
}

/** Reads candidates[0].content.parts[*].text; undefined when the answer does not have that shape. */
function readReplyText(body: unknown): string | undefined {
  const candidates = (body as { candidates?: unknown } | null)?.candidates;
  if (!Array.isArray(candidates)) return undefined;
  const parts = (candidates[0] as { content?: { parts?: unknown } } | undefined)?.content?.parts;
  if (!Array.isArray(parts)) return undefined;
  const texts = parts.map((part) => (part as { text?: unknown } | null)?.text);
  if (!texts.some((text) => typeof text === "string")) return undefined;
  return texts.filter((text): text is string => typeof text === "string").join("");
}

export async function askGemini(
  config: GeminiConfig,
  request: { systemPrompt: string; conversation: readonly ChatTurn[]; message: string },
): Promise<GeminiResult> {
  const { errors } = config;
  const doFetch = config.fetch ?? fetch;
  const base = config.baseUrl.replace(/\/+$/, "");
  const url = `${base}/v1beta/models/${encodeURIComponent(config.model)}:generateContent`;
  const body = {
    systemInstruction: { parts: [{ text: request.systemPrompt }] },
    contents: toGeminiContents(request.conversation, request.message, config.maxHistory ?? 10),
    generationConfig: { temperature: 0.4, maxOutputTokens: 800 },
  };

  let response: Response;
  try {
    response = await doFetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-goog-api-key": config.apiKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs ?? GEMINI_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return { ok: false, status: timedOut ? 504 : 502, message: errors.connection };
  }

  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    return { ok: false, status: 502, message: errors.aiService };
  }

  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    if (timedOut) return { ok: false, status: 504, message: errors.connection };
    return { ok: false, status: 502, message: errors.invalidFormat };
  }
  const text = readReplyText(parsed);
  if (text === undefined) return { ok: false, status: 502, message: errors.invalidFormat };
  if (text.trim() === "") return { ok: true, text: errors.emptyReply };
  return { ok: true, text: text.trim() };
}
