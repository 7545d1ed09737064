import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AssistantKnowledge } from "#contracts/assistant-knowledge.ts";
import { CHAT_LIMITS, type ChatFailure, type ChatReply } from "#contracts/chat.ts";
import type { Locale } from "#contracts/locales.ts";
import type { ApiConfig } from "#server/api-config.ts";
import { type Log, log as serverLog } from "#server/log.ts";
import { askGemini } from "./gemini-client.ts";
import { groundedPrompt, inventsFigures } from "./grounding.ts";
import { messageLocale } from "./message-language.ts";
import { parseChatRequest } from "./parse-chat-request.ts";
import {
  type ChatRateLimiter,
  createRateLimiter,
  DEFAULT_CHAT_RATE_LIMIT,
  type RateLimitOptions,
} from "./rate-limit.ts";
import { localeOfAcceptLanguage } from "./request-locale.ts";
import { createSiteAssistant, type SiteAssistant } from "./site-assistant.ts";

export interface ChatRouteOptions {
  /** Requests per client per window, counted in this process (Node); tests pass a generous or a tiny limit. */
  rateLimit?: RateLimitOptions;
  /** Another counter (the Worker's rate-limiting binding); wins over `rateLimit`. */
  rateLimiter?: ChatRateLimiter;
  /**
   * Who is asking. The platform decides: the Node server from its socket and TRUST_PROXY
   * (server/client-address.ts), the Worker from the address Cloudflare reports.
   */
  clientKey?: (c: Context) => string;
  /** Replaces the global fetch for the AI service (tests). */
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Where a refused request's reason goes (the visitor gets one sentence); the server's JSON log unless given. */
  log?: Log;
}

/**
 * POST /api/chat: `{message, conversation, locale}` → `{response}`, or `{message}` with a 4xx for bad input and
 * a 502/504 when the AI service fails, every text in the request's language (its `locale`; before the body is
 * read, `Accept-Language`). With GEMINI_API_KEY the AI service answers, told the language and given that
 * language's knowledge; without it the site assistant of that language does. Portable: no file, socket or
 * process state of its own beyond the in-memory counter it may be given.
 */
export function chatRoute(config: ApiConfig, knowledge: AssistantKnowledge, options: ChatRouteOptions = {}) {
  const limiter = options.rateLimiter ?? createRateLimiter(options.rateLimit ?? DEFAULT_CHAT_RATE_LIMIT);
  const clientKey = options.clientKey ?? (() => "unknown");
  const log = options.log ?? serverLog;
  const apiErrors = (locale: Locale) => knowledge.locales[locale].messages.apiErrors;
  const headerLocale = (c: Context) => localeOfAcceptLanguage(c.req.header("Accept-Language"));
  // Each language's index is made the first time a visitor asks in it.
  const siteAssistants = new Map<Locale, SiteAssistant>();
  const siteAssistant = (locale: Locale) => {
    let assistant = siteAssistants.get(locale);
    if (!assistant) {
      assistant = createSiteAssistant(knowledge.locales[locale]);
      siteAssistants.set(locale, assistant);
    }
    return assistant;
  };

  const route = new Hono();
  route.post(
    "/",
    async (c, next) => {
      const decision = await limiter.take(clientKey(c));
      if (decision.allowed) return next();
      c.header("Retry-After", String(decision.retryAfterSeconds));
      c.header("Cache-Control", "no-store");
      return c.json({ message: apiErrors(headerLocale(c)).rateLimited } satisfies ChatFailure, 429);
    },
    bodyLimit({
      maxSize: CHAT_LIMITS.maxBodyBytes,
      onError: (c) => c.json({ message: apiErrors(headerLocale(c)).tooLarge } satisfies ChatFailure, 413),
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const parsed = await parseChatRequest(
        c.req.header("Content-Type"),
        () => c.req.text(),
        apiErrors,
        headerLocale(c),
      );
      if (!parsed.ok) {
        log("warn", "chat.refused", { status: parsed.status, reason: parsed.reason, issues: parsed.issues });
        return c.json({ message: parsed.message } satisfies ChatFailure, parsed.status);
      }
      const { message, conversation, locale } = parsed.request;
      // Errors speak the page's language; the answer speaks the message's (its script, or its romanised words).
      const answerLocale = messageLocale(message, knowledge, locale);
      const assistant = siteAssistant(answerLocale);
      const keyless = () => assistant.answer(message, conversation);
      if (!config.GEMINI_API_KEY) return c.json({ response: keyless() } satisfies ChatReply);

      const { messages } = knowledge.locales[locale];
      const systemPrompt = groundedPrompt(
        knowledge.locales[answerLocale].systemPrompt,
        assistant.passages(message, conversation),
      );
      const result = await askGemini(
        {
          apiKey: config.GEMINI_API_KEY,
          model: config.GEMINI_MODEL,
          baseUrl: config.GEMINI_API_BASE_URL,
          timeoutMs: options.timeoutMs,
          fetch: options.fetch,
          errors: messages.aiErrors,
        },
        { systemPrompt, conversation, message },
      );
      if (!result.ok) {
        log("warn", "chat.ai_failed", { status: result.status });
        return c.json({ message: result.message } satisfies ChatFailure, result.status);
      }
      // A price or figure the passages do not state is not given: the keyless answer is.
      const sources = [systemPrompt, message, ...conversation.map((turn) => turn.text)];
      if (inventsFigures(result.text, sources)) {
        log("warn", "chat.ai_ungrounded", {});
        return c.json({ response: keyless() } satisfies ChatReply);
      }
      return c.json({ response: result.text } satisfies ChatReply);
    },
  );
  route.all("/", (c) => {
    c.header("Allow", "POST");
    return c.json({ message: apiErrors(headerLocale(c)).methodNotAllowed } satisfies ChatFailure, 405);
  });
  return route;
}
