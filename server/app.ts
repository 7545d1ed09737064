import { Hono } from "hono";
import { type ChatRouteOptions, chatRoute } from "./chat/chat-route.ts";
import type { ServerEnv } from "./env.ts";
import { baseHeadersMiddleware, type LoadedSite, staticSite } from "./static-site.ts";

/** The whole server: the API under /api, then the pre-rendered site. */
export function createApp({
  env,
  site,
  chat,
}: {
  env: ServerEnv;
  site: LoadedSite;
  chat?: ChatRouteOptions;
}) {
  const app = new Hono();
  app.use(baseHeadersMiddleware());

  app.route("/api/chat", chatRoute(env, chat));
  app.all("/api/*", (c) => c.json({ message: "Not found" }, 404));
  app.use(staticSite(site));
  return app;
}
