/**
 * The Node server's configuration as `npm start` sees it: `.env` is read (Node's own parser), the process
 * environment wins over it, and a bad value or a missing build stops the start with a plain sentence.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { geminiAnswer, sendJson, startFakeUpstream } from "#server/chat/chat.test-helpers.ts";
import { freePort, send, start, startNodeServer, TEST_BUILD } from "./helpers.ts";

function envFile(text: string) {
  const file = join(mkdtempSync(join(tmpdir(), "serendib-dotenv-")), ".env");
  writeFileSync(file, text);
  return file;
}

const stops: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

describe("the Node server's configuration", () => {
  it("reads the AI key from .env, and a value in the process environment wins over the file's", async () => {
    const upstream = await startFakeUpstream((res) => sendJson(res, 200, geminiAnswer("From the fake AI.")));
    stops.push(() => upstream.close());
    const file = envFile(
      `GEMINI_API_KEY=key-from-dotenv\nGEMINI_API_BASE_URL=${upstream.baseUrl}\nGEMINI_MODEL=model-from-dotenv\n`,
    );
    const server = await startNodeServer({
      ENV_FILE: file,
      GEMINI_API_KEY: undefined,
      GEMINI_MODEL: "model-from-environment",
    });
    stops.push(() => server.stop());
    const reply = await send(`${server.baseUrl}/api/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "Hi" }),
    });
    expect(JSON.parse(reply.body)).toEqual({ response: "From the fake AI." });
    expect(upstream.requests[0]?.headers["x-goog-api-key"]).toBe("key-from-dotenv");
    expect(upstream.requests[0]?.url).toContain("model-from-environment:generateContent");
  });

  it("stops with the variable's name when .env has a bad value", async () => {
    const server = start(process.execPath, ["server/index.ts"], {
      ENV_FILE: envFile("TRUST_PROXY=everyone\n"),
      PORT: String(await freePort()),
      BUILD_DIR: TEST_BUILD,
    });
    expect(await server.exited).toBe(1);
    // One JSON line (server/log.ts): the event, and the reason naming the variable.
    expect(server.output()).toMatch(
      /"event":"server.start_failed","reason":"[^"]*TRUST_PROXY: \\"everyone\\" is not an address/,
    );
    expect(server.output()).not.toMatch(/\n\s+at /); // no stack trace
  });

  it("stops with what to do when the build is missing", async () => {
    const server = start(process.execPath, ["server/index.ts"], {
      ENV_FILE: envFile(""),
      PORT: String(await freePort()),
      BUILD_DIR: "no-such-build",
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(
      /"event":"server.start_failed","reason":"No build found at .*no-such-build: run `npm run build` first/,
    );
  });
});
