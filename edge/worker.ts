/**
 * The site on Cloudflare Workers: Workers Static Assets serve the built files (their headers from the build's
 * `_headers`), and this Worker answers first for everything but the hashed build files (wrangler.jsonc
 * `assets.run_worker_first`): the portable API, and the pages with the site's rules (server/site-routing.ts:
 * not-found pages with 404, a section's own not-found page, form posts, trailing slashes).
 * Settings are Worker variables; GEMINI_API_KEY and the editor's sign-in (GITHUB_OAUTH_CLIENT_ID,
 * GITHUB_OAUTH_CLIENT_SECRET) are secrets (`wrangler secret put GEMINI_API_KEY`…).
 */

import knowledgeJson from "site-build:assistant-knowledge";
import formsJson from "site-build:enquiry-forms";
import searchJson from "site-build:search-records";
import type { Context, MiddlewareHandler } from "hono";
import { parseAssistantKnowledge } from "#contracts/assistant-knowledge.ts";
import type { EnquiryFormsSettings } from "#contracts/enquiry-forms/settings.ts";
import { isSearchPage, searchRecordsSchema } from "#contracts/search.ts";
import { createPortableApp } from "#server/api.ts";
import { parseApiConfig } from "#server/api-config.ts";
import { queryOf, searchAnswer, siteSearch } from "#server/search/search.ts";
import { FORM_POST_STATUS, notFoundPageFor, pageStatus } from "#server/site-routing.ts";

/** The static assets binding (Workers Static Assets). */
interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

/** The platform's rate-limiting binding (wrangler.jsonc `ratelimits`). */
interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

export interface EdgeEnv {
  ASSETS: AssetsBinding;
  CHAT_RATE_LIMITER: RateLimitBinding;
  /** Seconds of the binding's window (its `simple.period`), for Retry-After. */
  CHAT_RATE_LIMIT_PERIOD?: string;
  GEMINI_API_KEY?: string;
  GEMINI_MODEL?: string;
  GEMINI_API_BASE_URL?: string;
  /** The editor's GitHub sign-in: secrets (`wrangler secret put GITHUB_OAUTH_CLIENT_ID`, `…_SECRET`). */
  GITHUB_OAUTH_CLIENT_ID?: string;
  GITHUB_OAUTH_CLIENT_SECRET?: string;
  /** Only for tests: a fake GitHub. */
  GITHUB_OAUTH_BASE_URL?: string;
}

const knowledge = parseAssistantKnowledge(knowledgeJson, "The bundled assistant knowledge");
/** The search page's script-free answer: the build's records, searched in the Worker (server/search/). */
const searchRecords = searchRecordsSchema.parse(searchJson);
const search = siteSearch(searchRecords);

/** The address Cloudflare reports for the visitor (a visitor cannot set it: the edge overwrites it). */
const clientAddress = (c: Context) => c.req.header("CF-Connecting-IP") ?? "unknown";

const isPage = (response: Response) =>
  response.ok && (response.headers.get("Content-Type") ?? "").startsWith("text/html");

/**
 * Everything outside /api but the hashed build files: the platform's files, with the site's rules
 * (server/site-routing.ts) applied as the Node server applies them.
 */
function edgeSite(assets: AssetsBinding): MiddlewareHandler {
  return async (c) => {
    const url = new URL(c.req.url);
    const path = url.pathname;
    const asset = (at: string) => assets.fetch(new Request(new URL(at, url), { headers: c.req.raw.headers }));
    const peek = async (at: string) => {
      const response = await asset(at);
      await response.body?.cancel();
      return isPage(response) && pageStatus(at) === 200;
    };
    if (c.req.method === "POST" && (await peek(path))) return c.redirect(path, FORM_POST_STATUS);
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return c.notFound();
    if (path.length > 1 && path.endsWith("/")) {
      const trimmed = path.replace(/\/+$/, "");
      if (await peek(trimmed)) return c.redirect(`${trimmed}${url.search}`, 301);
    }
    const response = await assets.fetch(c.req.raw);
    const query = isSearchPage(path) && response.ok ? queryOf(c.req.url) : "";
    if (query) {
      // The static page's own headers (its CSP from `_headers`), its results written in.
      const body = searchAnswer(await response.text(), { path, query, search, records: searchRecords });
      const headers = new Headers(response.headers);
      for (const name of ["Content-Length", "Content-Encoding", "ETag"]) headers.delete(name);
      headers.set("Cache-Control", "no-store");
      return new Response(c.req.method === "HEAD" ? null : body, { status: 200, headers });
    }
    if (response.status !== 404 && pageStatus(path) === 200) return response;
    await response.body?.cancel();
    const page = await asset(pageStatus(path) === 404 ? path : notFoundPageFor(path));
    return new Response(c.req.method === "HEAD" ? null : page.body, { status: 404, headers: page.headers });
  };
}

let app: ReturnType<typeof createPortableApp> | undefined;

function edgeApp(env: EdgeEnv) {
  const period = Number(env.CHAT_RATE_LIMIT_PERIOD ?? 60);
  return createPortableApp({
    config: parseApiConfig({
      GEMINI_API_KEY: env.GEMINI_API_KEY,
      GEMINI_MODEL: env.GEMINI_MODEL,
      GEMINI_API_BASE_URL: env.GEMINI_API_BASE_URL,
      GITHUB_OAUTH_CLIENT_ID: env.GITHUB_OAUTH_CLIENT_ID,
      GITHUB_OAUTH_CLIENT_SECRET: env.GITHUB_OAUTH_CLIENT_SECRET,
      GITHUB_OAUTH_BASE_URL: env.GITHUB_OAUTH_BASE_URL,
    }),
    knowledge,
    forms: formsJson as EnquiryFormsSettings,
    chat: {
      clientKey: clientAddress,
      rateLimiter: {
        async take(key) {
          const { success } = await env.CHAT_RATE_LIMITER.limit({ key });
          return { allowed: success, retryAfterSeconds: period };
        },
      },
    },
    site: edgeSite(env.ASSETS),
  });
}

export default {
  fetch(request: Request, env: EdgeEnv, ctx: unknown) {
    app ??= edgeApp(env);
    return app.fetch(request, env, ctx as never);
  },
};
