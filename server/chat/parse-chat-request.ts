import type { ChatMessages } from "#contracts/assistant-knowledge.ts";
import { chatRequestSchema, type ParsedChatRequest } from "#contracts/chat.ts";
import { isLocale, type Locale } from "#contracts/locales.ts";

export type ParseResult =
  | { ok: true; request: ParsedChatRequest }
  | {
      ok: false;
      status: 400 | 415;
      /** One sentence in the visitor's language, for the page. */
      message: string;
      /** The language it is in: the request's own when it names one, else the one its headers ask for. */
      locale: Locale;
      /**
       * What was wrong, for the server's log (never sent to the visitor), in the server's words only: a fixed
       * reason and, for a wrong shape, each problem as `<schema path>: <zod issue code>`. Never the body, its
       * keys or values, or a parser's message (which quotes the body).
       */
      reason: "content-type" | "malformed-json" | "invalid-request";
      issues?: string[];
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
    const reason = "content-type";
    return { ok: false, status: 415, message: apiErrors(fallback).contentType, locale: fallback, reason };
  }
  let json: unknown;
  try {
    json = JSON.parse(await readBody());
  } catch {
    const reason = "malformed-json";
    return { ok: false, status: 400, message: apiErrors(fallback).malformedJson, locale: fallback, reason };
  }
  const result = chatRequestSchema.safeParse(json);
  if (!result.success) {
    const named = (json as { locale?: unknown } | null)?.locale;
    const locale = isLocale(named) ? named : fallback;
    // The schema is strict objects and arrays: a path names its fields and indices, never a visitor's key
    // (an unknown key is an `unrecognized_keys` issue on the object, the key itself only in zod's message).
    const issues = result.error.issues.map(
      (issue) => `${issue.path.map(String).join(".") || "request"}: ${issue.code}`,
    );
    const reason = "invalid-request";
    return { ok: false, status: 400, message: apiErrors(locale).invalidRequest, locale, reason, issues };
  }
  return { ok: true, request: result.data };
}
