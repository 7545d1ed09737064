import { Hono } from "hono";
import type { ServerEnv } from "./env.ts";
import { baseHeadersMiddleware, type LoadedSite, staticSite } from "./static-site.ts";

/** The whole server: the API under /api, then the pre-rendered site. */
export function createApp({ site }: { env: ServerEnv; site: LoadedSite }) {
  const app = new Hono();
  app.use(baseHeadersMiddleware());

  app.all("/api/*", (c) => c.json({ message: "Not found" }, 404));
  app.use(staticSite(site));
  return app;
}
