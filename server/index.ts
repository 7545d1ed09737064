import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { parseServerEnv } from "./env.ts";
import { loadSite } from "./static-site.ts";

const env = parseServerEnv();
const site = loadSite(join(import.meta.dirname, "..", process.env.BUILD_DIR || "dist"));
const app = createApp({ env, site });

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Serendib Digital is serving on http://${info.address}:${info.port}`);
});

function shutDown(signal: string) {
  console.log(`${signal}: finishing open requests, then stopping.`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", () => shutDown("SIGTERM"));
process.on("SIGINT", () => shutDown("SIGINT"));
