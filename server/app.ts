import { Hono } from "hono";
import type { ServerEnv } from "./env.ts";
import { baseHeadersMiddleware, type LoadedSite, staticSite } from "./static-site.ts";

/** The whole server: the API under /api, then the pre-rendered site. */
export function createApp({ env, site, chat }: { env: ServerEnv; site: LoadedSite; chat?: unknown }) {
  const app = new Hono();
  app.use(baseHeadersMiddleware());

  // TODO(chat): /api/chat returns once the assistant reads its knowledge from the content files.
  void chat;
  app.get("/api/health", (c) => c.json({ status: "ok" }));
  app.all("/api/*", (c) => c.json({ message: "Not found" }, 404));
  app.use(staticSite(site));
  return app;
}
