import type { Context } from "hono";
import type { AssistantKnowledge } from "#contracts/assistant-knowledge.ts";
import type { EnquiryFormsSettings } from "#contracts/enquiry-forms/settings.ts";
import { createPortableApp } from "./api.ts";
import type { ChatRouteOptions } from "./chat/chat-route.ts";
import type { TrustProxy } from "./client-address.ts";
import { nodeClientKey } from "./client-address.ts";
import type { ServerEnv } from "./env.ts";
import { type BuiltSite, serveSite } from "./static-site.ts";

/**
 * The Node server: the portable API (server/api.ts), with the build's pages and files and the site's rules for
 * everything outside /api (server/static-site.ts), and the client's address from the socket (behind trusted
 * proxies, from their forwarding header).
 */
export function createApp({
  env,
  site,
  knowledge,
  forms,
  chat,
}: {
  env: ServerEnv;
  site: BuiltSite;
  knowledge: AssistantKnowledge;
  forms: EnquiryFormsSettings;
  chat?: ChatRouteOptions;
}) {
  return createPortableApp({
    config: env,
    knowledge,
    forms,
    chat: { ...chat, clientKey: chat?.clientKey ?? nodeClientKey(env.TRUST_PROXY, env.TRUST_PROXY_HEADER) },
    auth: { origin: publicOrigin(env.TRUST_PROXY) },
    site: serveSite(site),
  });
}

/**
 * The site's origin as the visitor sees it, for the sign-in's callback address: the Host header, and the scheme
 * the trusted proxy reports (nginx terminates TLS and writes X-Forwarded-Proto); with no proxy trusted, the
 * request's own scheme.
 */
function publicOrigin(trust: TrustProxy) {
  return (c: Context) => {
    const url = new URL(c.req.url);
    if (trust.kind === "off") return url.origin;
    const forwarded = c.req.header("X-Forwarded-Proto")?.split(",").at(-1)?.trim().toLowerCase();
    const rfc = /proto=(https?)/i
      .exec(c.req.header("Forwarded")?.split(",").at(-1) ?? "")?.[1]
      ?.toLowerCase();
    const scheme =
      forwarded === "https" || forwarded === "http" ? forwarded : (rfc ?? url.protocol.slice(0, -1));
    return `${scheme}://${url.host}`;
  };
}
