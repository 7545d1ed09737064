import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import {
  ASSISTANT_KNOWLEDGE_FILE,
  type AssistantKnowledge,
  parseAssistantKnowledge,
} from "#contracts/assistant-knowledge.ts";
import { ENQUIRY_FORMS_FILE, type EnquiryFormsSettings } from "#contracts/enquiry-forms/settings.ts";
import { createApp } from "./app.ts";
import { loadServerEnv, PROJECT_ROOT, type ServerEnv } from "./env.ts";
import { log } from "./log.ts";
import { createNodeServer } from "./node-http.ts";
import { type BuiltSite, loadSite } from "./static-site.ts";

let env: ServerEnv;
let site: BuiltSite;
let knowledge: AssistantKnowledge;
let forms: EnquiryFormsSettings;
try {
  env = loadServerEnv();
  const buildDir = join(PROJECT_ROOT, env.BUILD_DIR);
  site = loadSite(buildDir);
  const knowledgeFile = join(buildDir, ASSISTANT_KNOWLEDGE_FILE);
  knowledge = parseAssistantKnowledge(JSON.parse(readFileSync(knowledgeFile, "utf8")), knowledgeFile);
  forms = JSON.parse(readFileSync(join(buildDir, ENQUIRY_FORMS_FILE), "utf8"));
} catch (error) {
  // A wrong setting or a missing build: say which (the operator's own settings and paths), without a stack
  // trace, and stop.
  log("error", "server.start_failed", { reason: (error as Error).message });
  process.exit(1);
}

const app = createApp({ env, site, knowledge, forms });
const { server } = createNodeServer(app);
server.listen(env.PORT, env.HOST, () => {
  const { address, port } = server.address() as AddressInfo;
  const trustProxy = env.TRUST_PROXY.kind === "off" ? "off" : env.TRUST_PROXY_HEADER;
  log("info", "server.listening", { url: `http://${address}:${port}`, build: env.BUILD_DIR, trustProxy });
});

/** Graceful stop (container, process manager, Ctrl+C): finish open requests, then exit. */
function shutDown(signal: string) {
  // Open requests finish first.
  log("info", "server.stopping", { signal });
  server.close(() => process.exit(0));
  // Keep-alive connections would hold the close open: close each as soon as it has nothing in flight.
  server.closeIdleConnections();
  setInterval(() => server.closeIdleConnections(), 100).unref();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", () => shutDown("SIGTERM"));
process.on("SIGINT", () => shutDown("SIGINT"));
