import { type ErrorHandler, Hono, type MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { routePath } from "hono/route";
import type { AssistantKnowledge } from "#contracts/assistant-knowledge.ts";
import type { EnquiryFormsSettings } from "#contracts/enquiry-forms/settings.ts";
import type { ApiConfig } from "./api-config.ts";
import { type GithubOAuthOptions, githubOAuthRoute } from "./auth/github-oauth.ts";
import { type ChatRouteOptions, chatRoute } from "./chat/chat-route.ts";
import { createRateLimiter, DEFAULT_CHAT_RATE_LIMIT } from "./chat/rate-limit.ts";
import { localeOfAcceptLanguage } from "./chat/request-locale.ts";
import { formRoute } from "./forms/form-route.ts";
import { errorClass, type Log, log as serverLog } from "./log.ts";
import { baseHeaders } from "./security-headers.ts";

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * A handler's exception: one log line with the method, the matched route pattern and the error's class, and a
 * plain 500. Hono's own handler would print the error, message and all, and a message may quote what the
 * visitor sent.
 */
function answerServerError(log: Log): ErrorHandler {
  return (error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    log("error", "request.failed", {
      method: KNOWN_METHODS.has(c.req.method) ? c.req.method : "other",
      route: routePath(c),
      error: errorClass(error),
    });
    return c.text("Internal Server Error", 500);
  };
}

export interface PortableAppOptions {
  config: ApiConfig;
  knowledge: AssistantKnowledge;
  /** The forms' rules and words (the build's enquiry-forms.json), for forms posted without JavaScript. */
  forms: EnquiryFormsSettings;
  chat?: ChatRouteOptions;
  /** The editor's GitHub sign-in: how the platform knows the site's public origin (default: the request's). */
  auth?: GithubOAuthOptions;
  /** Answers everything outside /api: the files from disk (Node) or the platform's static assets (edge). */
  site: MiddlewareHandler;
}

/**
 * The part of the server that runs on any platform Hono supports: /api/health, POST /api/chat, POST
 * /api/forms/:form, the editor's GitHub sign-in (/api/auth…), the JSON 404 of /api and the headers every response carries. The platform adds the site
 * and says who the client is. Chat requests and form posts count against one limit per visitor.
 */
export function createPortableApp({ config, knowledge, forms, chat, auth, site }: PortableAppOptions) {
  const app = new Hono();
  const limiter = chat?.rateLimiter ?? createRateLimiter(chat?.rateLimit ?? DEFAULT_CHAT_RATE_LIMIT);
  const clientKey = chat?.clientKey ?? (() => "unknown");
  const log = chat?.log ?? serverLog;
  app.use(async (c, next) => {
    await next();
    // The base policy fills in what the answer does not say itself: a route's own stricter header (the form's
    // and the sign-in's `Referrer-Policy: no-referrer`) stays.
    const missing = Object.entries(baseHeaders).filter(([name]) => !c.res.headers.has(name));
    if (missing.length === 0) return;
    // Responses a platform hands over may be immutable (the edge's static assets): copy before adding.
    try {
      for (const [name, value] of missing) c.res.headers.set(name, value);
    } catch {
      c.res = new Response(c.res.body, c.res);
      for (const [name, value] of missing) c.res.headers.set(name, value);
    }
  });
  app.onError(answerServerError(log));
  app.get("/api/health", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" });
  });
  app.route("/api/chat", chatRoute(config, knowledge, { ...chat, rateLimiter: limiter, clientKey }));
  app.route("/api/forms", formRoute(forms, { limiter, clientKey, log }));
  app.route("/api/auth", githubOAuthRoute(config, auth));
  app.all("/api/*", (c) => {
    const locale = localeOfAcceptLanguage(c.req.header("Accept-Language"));
    return c.json({ message: knowledge.locales[locale].messages.apiErrors.notFound }, 404);
  });
  app.use(site);
  return app;
}
