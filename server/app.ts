import { Hono } from "hono";
import type { AssistantKnowledge } from "../contracts/assistant-knowledge.ts";
import type { EnquiryFormsSettings } from "../contracts/enquiry-forms/settings.ts";
import { createPortableApp } from "./api.ts";
import type { ChatRouteOptions } from "./chat/chat-route.ts";
import { nodeClientKey } from "./client-address.ts";
import type { ServerEnv } from "./env.ts";
import { builtFiles, type LoadedSite, siteRules } from "./static-site.ts";

/**
 * The Node server: the build's pages and files from memory first (complete answers, made at start), then the
 * portable API (server/api.ts) with the site's rules for everything else, and the client's address from the
 * socket (behind trusted proxies, from their forwarding header).
 */
export function createApp({
  env,
  site,
  knowledge,
  forms,
  chat,
}: {
  env: ServerEnv;
  site: LoadedSite;
  knowledge: AssistantKnowledge;
  forms: EnquiryFormsSettings;
  chat?: ChatRouteOptions;
}) {
  const portable = createPortableApp({
    config: env,
    knowledge,
    forms,
    chat: { ...chat, clientKey: chat?.clientKey ?? nodeClientKey(env.TRUST_PROXY, env.TRUST_PROXY_HEADER) },
    site: siteRules(site),
  });
  return new Hono().use(builtFiles(site)).route("/", portable);
}
