/** The edge Worker (edge/worker.ts) in the real workerd runtime, from wrangler.jsonc, serving the test build. */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT, requireBuild, TEST_BUILD } from "./helpers.ts";

export async function startEdgeWorker(bindings: Record<string, string> = {}) {
  requireBuild();
  // Nothing leaves the machine: no metrics, no request.cf lookup, no update check; logs stay in the project.
  const home = join(ROOT, ".tmp", "wrangler-home");
  mkdirSync(home, { recursive: true });
  Object.assign(process.env, {
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    WRANGLER_HIDE_BANNER: "true",
    XDG_CONFIG_HOME: home,
  });
  const { unstable_startWorker } = await import("wrangler");
  const worker = await unstable_startWorker({
    config: join(ROOT, "wrangler.jsonc"),
    assets: join(ROOT, TEST_BUILD, "client"),
    build: {
      alias: {
        "site-build:assistant-knowledge": join(ROOT, TEST_BUILD, "assistant-knowledge.json"),
        "site-build:enquiry-forms": join(ROOT, TEST_BUILD, "enquiry-forms.json"),
        "site-build:search-records": join(ROOT, TEST_BUILD, "search-records.json"),
      },
    },
    bindings: Object.fromEntries(
      Object.entries(bindings).map(([name, value]) => [name, { type: "plain_text", value }]),
    ),
    dev: { server: { hostname: "127.0.0.1", port: 0 }, inspector: false, logLevel: "warn" },
  } as Parameters<typeof unstable_startWorker>[0]);
  await worker.ready;
  return { baseUrl: String(await worker.url).replace(/\/$/, ""), stop: () => worker.dispose() };
}
