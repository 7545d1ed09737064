import type { ChatMessages } from "../../contracts/assistant-knowledge.ts";
import { chatRequestSchema, type ParsedChatRequest } from "../../contracts/chat.ts";
import { isLocale, type Locale } from "../../contracts/locales.ts";

export type ParseResult =
  | { ok: true; request: ParsedChatRequest }
  | {
      ok: false;
      status: 400 | 415;
      /** One sentence in the visitor's language, for the page. */
      message: string;
      /** The language it is in: the request's own when it names one, else the one its headers ask for. */
      locale: Locale;
      /** What exactly was wrong, for the server's log (never sent to the visitor). */
      detail: string;
    };

const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

/**
 * Checks a chat request's content type, JSON and shape; every problem is a 4xx with one readable sentence
 * in the visitor's language (`apiErrors` of assistant/api-messages/api-messages.<lang>.yaml). `fallback` is
 * the language to speak before the body says its own (server/chat/request-locale.ts).
 */
export async function parseChatRequest(
  contentType: string | undefined,
  readBody: () => Promise<string>,
  apiErrors: (locale: Locale) => ChatMessages["apiErrors"],
  fallback: Locale,
): Promise<ParseResult> {
  if (!contentType || !JSON_TYPE.test(contentType.trim())) {
    const detail = `content type ${JSON.stringify(contentType ?? "")}`;
    return { ok: false, status: 415, message: apiErrors(fallback).contentType, locale: fallback, detail };
  }
  let json: unknown;
  try {
    json = JSON.parse(await readBody());
  } catch (error) {
    const detail = `malformed JSON: ${(error as Error).message}`;
    return { ok: false, status: 400, message: apiErrors(fallback).malformedJson, locale: fallback, detail };
  }
  const result = chatRequestSchema.safeParse(json);
  if (!result.success) {
    const named = (json as { locale?: unknown } | null)?.locale;
    const locale = isLocale(named) ? named : fallback;
    const detail = result.error.issues
      .map((issue) => `${issue.path.join(".") || "request"}: ${issue.message}`)
      .join("; ");
    return { ok: false, status: 400, message: apiErrors(locale).invalidRequest, locale, detail };
  }
  return { ok: true, request: result.data };
}
