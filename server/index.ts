import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { getRequestListener } from "@hono/node-server";
import {
  ASSISTANT_KNOWLEDGE_FILE,
  type AssistantKnowledge,
  parseAssistantKnowledge,
} from "../contracts/assistant-knowledge.ts";
import { ENQUIRY_FORMS_FILE, type EnquiryFormsSettings } from "../contracts/enquiry-forms/settings.ts";
import { createApp } from "./app.ts";
import { answerBuiltFilesFirst } from "./built-files-lane.ts";
import { loadServerEnv, PROJECT_ROOT, type ServerEnv } from "./env.ts";
import { builtFilesFirst, type LoadedSite, loadSite } from "./static-site.ts";

let env: ServerEnv;
let site: LoadedSite;
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
  // A wrong setting or a missing build: say which, without a stack trace, and stop.
  console.error((error as Error).message);
  process.exit(1);
}

const app = createApp({ env, site, knowledge, forms });
// The build's pages and files straight from node:http; everything else through Hono (@hono/node-server).
const server = createServer(builtFilesFirst(site, getRequestListener(app.fetch)));
// In front of both, plain requests for built files answered with bytes made at start (decision 0015).
const lane = answerBuiltFilesFirst(server, site);
server.listen(env.PORT, env.HOST, () => {
  const { address, port } = server.address() as AddressInfo;
  const trust =
    env.TRUST_PROXY.kind === "off" ? "no proxy trusted" : `trusting proxies (${env.TRUST_PROXY_HEADER})`;
  console.log(`The website is serving ${env.BUILD_DIR} on http://${address}:${port} (${trust})`);
});

/** Graceful stop (container, process manager, Ctrl+C): finish open requests, then exit. */
function shutDown(signal: string) {
  console.log(`${signal}: finishing open requests, then stopping.`);
  server.close(() => process.exit(0));
  // Keep-alive connections would hold the close open: close each as soon as it has nothing in flight.
  const closeIdle = () => {
    server.closeIdleConnections();
    lane.closeIdleConnections();
  };
  closeIdle();
  setInterval(closeIdle, 100).unref();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", () => shutDown("SIGTERM"));
process.on("SIGINT", () => shutDown("SIGINT"));
