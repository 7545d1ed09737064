import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "#server/app.ts";
import { parseServerEnv } from "#server/env.ts";
import { fakeBuild } from "#server/site.test-helpers.ts";
import { type BuiltSite, loadSite } from "#server/static-site.ts";
import { testKnowledge } from "#server-data/assistant-knowledge/knowledge.test-helpers.ts";
import { readEnquiryForms } from "#server-data/enquiry-forms/read-enquiry-forms.ts";
import type { ChatRouteOptions } from "./chat-route.ts";

export { testKnowledge };

let fakeBuildDir: string | undefined;

/** A small build on disk (server/site.test-helpers.ts, made once), so the app runs without the real build. */
function fakeSite(): BuiltSite {
  fakeBuildDir ??= fakeBuild();
  return loadSite(fakeBuildDir);
}

/** The real app with the keyless assistant (or the AI service when `env` has a key), tested in-process. */
export function testApp(
  env: Record<string, string> = {},
  chat: ChatRouteOptions = {},
  site: BuiltSite = fakeSite(),
) {
  return createApp({
    env: parseServerEnv({ GEMINI_API_KEY: "", ...env }),
    site,
    knowledge: testKnowledge(),
    forms: readEnquiryForms(),
    // Refused requests are the tests' point: their log lines stay out of the output unless a test asks for them.
    chat: { rateLimit: { limit: 1_000_000, windowMs: 60_000 }, log: () => {}, ...chat },
  });
}

export function postChat(
  app: ReturnType<typeof testApp>,
  body: unknown,
  headers: Record<string, string> = { "Content-Type": "application/json" },
) {
  return app.request("/api/chat", {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export interface FakeUpstream {
  baseUrl: string;
  requests: { url: string; headers: IncomingMessage["headers"]; body: unknown }[];
  close(): Promise<void>;
}

/** A stand-in for the AI service on 127.0.0.1: `reply` decides each answer. */
export async function startFakeUpstream(
  reply: (res: ServerResponse, body: unknown) => void,
): Promise<FakeUpstream> {
  const requests: FakeUpstream["requests"] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      let body: unknown = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {}
      requests.push({ url: req.url ?? "", headers: req.headers, body });
      reply(res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
}

export const geminiAnswer = (text: string) => ({
  candidates: [{ content: { role: "model", parts: [{ text }] }, finishReason: "STOP" }],
});
