import { getConnInfo } from "@hono/node-server/conninfo";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { chatContent } from "../../app/content/chat.ts";
import { CHAT_LIMITS, type ChatFailure, type ChatReply } from "../../contracts/chat.ts";
import type { ServerEnv } from "../env.ts";
import { askGemini } from "./gemini-client.ts";
import { parseChatRequest } from "./parse-chat-request.ts";
import { createRateLimiter, DEFAULT_CHAT_RATE_LIMIT, type RateLimitOptions } from "./rate-limit.ts";
import { createSiteAssistant } from "./site-assistant.ts";
import { buildSystemPrompt } from "./system-prompt.ts";

export interface ChatRouteOptions {
  /** Requests per client per window; tests pass a generous or a tiny limit. */
  rateLimit?: RateLimitOptions;
  /** Who is asking: the socket's address by default (no header is trusted). */
  clientKey?: (c: Context) => string;
  /** Replaces the global fetch for the AI service (tests). */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // In-process requests (app.request in tests) have no socket.
    return "local";
  }
}

/**
 * POST /api/chat: `{message, conversation}` → `{response}`, or `{message}` with a 4xx for bad input and a 502/504
 * when the AI service fails. With GEMINI_API_KEY the AI service answers; without it the site assistant does.
 */
export function chatRoute(env: ServerEnv, options: ChatRouteOptions = {}) {
  const { apiErrors } = chatContent;
  const limiter = createRateLimiter(options.rateLimit ?? DEFAULT_CHAT_RATE_LIMIT);
  const clientKey = options.clientKey ?? socketAddress;
  const siteAssistant = env.GEMINI_API_KEY ? null : createSiteAssistant();
  const systemPrompt = env.GEMINI_API_KEY ? buildSystemPrompt() : "";

  const route = new Hono();
  route.post(
    "/",
    async (c, next) => {
      const decision = limiter.take(clientKey(c));
      if (decision.allowed) return next();
      c.header("Retry-After", String(decision.retryAfterSeconds));
      return c.json({ message: apiErrors.rateLimited } satisfies ChatFailure, 429);
    },
    bodyLimit({
      maxSize: CHAT_LIMITS.maxBodyBytes,
      onError: (c) => c.json({ message: apiErrors.tooLarge } satisfies ChatFailure, 413),
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const parsed = await parseChatRequest(c.req.header("Content-Type"), () => c.req.text());
      if (!parsed.ok) return c.json({ message: parsed.message } satisfies ChatFailure, parsed.status);
      const { message, conversation } = parsed.request;

      if (siteAssistant) {
        return c.json({ response: siteAssistant.answer(message) } satisfies ChatReply);
      }
      const result = await askGemini(
        {
          apiKey: env.GEMINI_API_KEY ?? "",
          model: env.GEMINI_MODEL,
          baseUrl: env.GEMINI_API_BASE_URL,
          timeoutMs: options.timeoutMs,
          fetch: options.fetch,
        },
        { systemPrompt, conversation, message },
      );
      if (!result.ok) return c.json({ message: result.message } satisfies ChatFailure, result.status);
      return c.json({ response: result.text } satisfies ChatReply);
    },
  );
  route.all("/", (c) => {
    c.header("Allow", "POST");
    return c.json({ message: "Use POST to send a chat message." } satisfies ChatFailure, 405);
  });
  return route;
}
