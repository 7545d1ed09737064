import { type ChildProcess, spawn } from "node:child_process";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { chatInput, chatPanel, openChat, replies } from "./chat-helpers";
import { E2E_BUILD_DIR, expect, test } from "./fixtures";
import { identity } from "./site-content";

/**
 * The chat with an AI key, end to end: a second copy of the real server (GEMINI_API_KEY set) forwards to a
 * fake AI service on 127.0.0.1 run by this test, and the page shows what comes back. Needs the server's
 * POST /api/chat.
 */
test.describe.configure({ mode: "serial", timeout: 60_000 });
test.use({ viewport: { width: 1440, height: 900 } });

type Mode = "success" | "non-ok" | "empty" | "malformed" | "timeout";
let mode: Mode = "success";
const received: { url: string; key: string | undefined; body: string }[] = [];
let upstream: Server;
let server: ChildProcess;
let origin = "";

function answer(res: ServerResponse) {
  const send = (status: number, body: string) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(body);
  };
  if (mode === "success") {
    send(
      200,
      JSON.stringify({
        candidates: [{ content: { parts: [{ text: "Our SEO packages: see /services/seo-optimization" }] } }],
      }),
    );
  } else if (mode === "non-ok") send(503, '{"error":{"code":503}}');
  else if (mode === "empty")
    send(200, JSON.stringify({ candidates: [{ content: { parts: [{ text: "" }] } }] }));
  else if (mode === "malformed") send(200, '{"candidates":[{"content":{}}]}');
  // "timeout": never answers.
}

test.beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ url: req.url ?? "", key: req.headers["x-goog-api-key"] as string | undefined, body });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const fakePort = (upstream.address() as AddressInfo).port;

  server = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      BUILD_DIR: E2E_BUILD_DIR,
      PORT: "0",
      HOST: "127.0.0.1",
      GEMINI_API_KEY: "e2e-secret-key",
      GEMINI_MODEL: "gemini-e2e-flash",
      GEMINI_API_BASE_URL: `http://127.0.0.1:${fakePort}`,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the second server did not start")), 20_000);
    server.stdout?.on("data", (chunk: Buffer) => {
      // The server's log is one JSON object a line (server/log.ts): its address is in `server.listening`.
      const found = /"event":"server\.listening".*?"url":"(http:\/\/[\d.]+:\d+)"/.exec(chunk.toString());
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
  });
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  upstream?.closeAllConnections();
  await new Promise<void>((resolve) => upstream?.close(() => resolve()));
});

async function ask(page: Page, visit: (path: string) => Promise<void>, question: string) {
  await visit(`${origin}/contact`);
  await openChat(page);
  await chatInput(page).fill(question);
  await chatInput(page).press("Enter");
  return replies(page).nth(1);
}

test("shows the AI service's reply, with the key sent only from the server", async ({ page, visit }) => {
  mode = "success";
  const browserSawUpstream: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(origin)) browserSawUpstream.push(request.url());
  });
  const reply = await ask(page, visit, "Do you do SEO?");
  await expect(reply).toContainText("Our SEO packages: see /services/seo-optimization");
  await expect(reply.getByRole("link", { name: "/services/seo-optimization" })).toBeVisible();
  const last = received.at(-1);
  expect(last?.url).toBe("/v1beta/models/gemini-e2e-flash:generateContent");
  expect(last?.key).toBe("e2e-secret-key");
  expect(last?.body).toContain("Do you do SEO?");
  // The browser talked only to its own origin.
  expect(browserSawUpstream.filter((url) => !url.startsWith("https://wa.me"))).toEqual([]);
});

for (const [name, text] of [
  ["non-ok", "Failed to get AI response from Gemini"],
  ["empty", "Sorry, I could not process your request."],
  ["malformed", "Invalid response format"],
] as const) {
  test(`shows "${text}" when the AI service's answer is ${name}`, async ({ page, visit }) => {
    mode = name;
    const reply = await ask(page, visit, "Hello there");
    await expect(reply.locator("div")).toHaveText(`${identity.assistant.name}: ${text}`);
  });
}

test("shows the connection text when the AI service does not answer within 15 s", async ({ page, visit }) => {
  mode = "timeout";
  const reply = await ask(page, visit, "Are you there?");
  await expect(chatPanel(page).getByRole("status")).toBeVisible();
  await expect(reply.locator("div")).toHaveText(
    `${identity.assistant.name}: Sorry, I'm having trouble connecting right now. Please try again later.`,
    { timeout: 25_000 },
  );
});
