// Longer than a screen because it is the spec of POST /api/chat: without an AI key, in each language, and
// with a key against a fake upstream.
import { afterEach, describe, expect, it } from "vitest";
import { LOCALE_INFO } from "#contracts/locales.ts";
import { jsonLog } from "#server/log.ts";
import {
  type FakeUpstream,
  geminiAnswer,
  postChat,
  sendJson,
  startFakeUpstream,
  testApp,
  testKnowledge,
} from "./chat.test-helpers.ts";

const knowledge = testKnowledge();
const { apiErrors, aiErrors: errors } = knowledge.locales.en.messages;

describe("POST /api/chat without an AI key", () => {
  const app = testApp();

  it("answers {response} from the site's content", async () => {
    const res = await postChat(app, { message: "Do you do SEO?", conversation: [] });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const body = (await res.json()) as { response: string };
    expect(body.response).toContain("/services/seo-optimization");
  });

  it.each([
    ["no content type", { message: "Hi" }, {}, 415, apiErrors.contentType],
    [
      "a form post",
      "message=Hi",
      { "Content-Type": "application/x-www-form-urlencoded" },
      415,
      apiErrors.contentType,
    ],
    ["text/plain", '{"message":"Hi"}', { "Content-Type": "text/plain" }, 415, apiErrors.contentType],
    ["malformed JSON", '{"message": "Hi"', undefined, 400, apiErrors.malformedJson],
    ["an empty body", "", undefined, 400, apiErrors.malformedJson],
    ["JSON that is not an object", "[1,2]", undefined, 400, apiErrors.invalidRequest],
    ["a missing message", { conversation: [] }, undefined, 400, apiErrors.invalidRequest],
    ["a number for the message", { message: 7 }, undefined, 400, apiErrors.invalidRequest],
    ["null for the message", { message: null }, undefined, 400, apiErrors.invalidRequest],
    ["an empty message", { message: "" }, undefined, 400, apiErrors.invalidRequest],
    ["a blank message", { message: "   \n " }, undefined, 400, apiErrors.invalidRequest],
    [
      "a message over 2,000 characters",
      { message: "a".repeat(2001) },
      undefined,
      400,
      apiErrors.invalidRequest,
    ],
    [
      "21 turns",
      { message: "Hi", conversation: Array.from({ length: 21 }, () => ({ sender: "user", text: "x" })) },
      undefined,
      400,
      apiErrors.invalidRequest,
    ],
    [
      "a malformed turn",
      { message: "Hi", conversation: [{ sender: "admin", text: "x" }] },
      undefined,
      400,
      apiErrors.invalidRequest,
    ],
    [
      "a conversation that is not a list",
      { message: "Hi", conversation: {} },
      undefined,
      400,
      apiErrors.invalidRequest,
    ],
    [
      "a language the site does not have",
      { message: "Hi", locale: "fr" },
      undefined,
      400,
      apiErrors.invalidRequest,
    ],
  ] as const)("rejects %s with a clear 4xx", async (_name, body, headers, status, message) => {
    const res = await postChat(app, body, headers as Record<string, string> | undefined);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message });
  });

  it("rejects a body over 32 KB with 413", async () => {
    const res = await postChat(app, {
      message: "Hi",
      conversation: [{ sender: "user", text: "x".repeat(33 * 1024) }],
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: apiErrors.tooLarge });
  });

  it("accepts a JSON content type with a charset", async () => {
    const res = await postChat(app, { message: "Hi" }, { "Content-Type": "application/json; charset=utf-8" });
    expect(res.status).toBe(200);
  });

  it("answers other methods with 405 and other /api paths with the JSON 404", async () => {
    const get = await app.request("/api/chat");
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    const other = await app.request("/api/other", { method: "POST" });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ message: apiErrors.notFound });
  });

  it("answers 429 with a readable message once a client goes over its limit, per client", async () => {
    let now = 0;
    let client = "203.0.113.7";
    const limited = testApp(
      {},
      { rateLimit: { limit: 3, windowMs: 60_000, now: () => now }, clientKey: () => client },
    );
    for (let i = 0; i < 3; i++) expect((await postChat(limited, { message: "Hi" })).status).toBe(200);
    const refused = await postChat(limited, { message: "Hi" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(await refused.json()).toEqual({ message: apiErrors.rateLimited });
    // Another client is unaffected; the first one may ask again after the window.
    client = "198.51.100.2";
    expect((await postChat(limited, { message: "Hi" })).status).toBe(200);
    client = "203.0.113.7";
    now = 60_000;
    expect((await postChat(limited, { message: "Hi" })).status).toBe(200);
  });
});

describe("POST /api/chat in the visitor's language", () => {
  const app = testApp();
  const json = { "Content-Type": "application/json" };

  it.each(["si", "ta", "hi"] as const)("answers a %s page from that language's content", async (locale) => {
    const res = await postChat(app, { message: "SEO", locale });
    expect(res.status).toBe(200);
    const { response } = (await res.json()) as { response: string };
    const seo = knowledge.locales[locale].corpus.find((doc) => doc.id === "service:seo-optimization")!;
    expect(response).toBe(seo.answer);
    expect(response).not.toBe(knowledge.locales.en.corpus.find((doc) => doc.id === seo.id)!.answer);
  });

  it.each(["si", "ta", "hi"] as const)(
    "refuses a %s request in %s, with the details only in the log",
    async (locale) => {
      const lines: string[] = [];
      const logged = testApp({}, { log: jsonLog((line) => lines.push(line)) });
      const res = await postChat(logged, { message: "x".repeat(2001), locale });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: knowledge.locales[locale].messages.apiErrors.invalidRequest,
      });
      expect(lines.map((line) => JSON.parse(line))).toEqual([
        expect.objectContaining({
          level: "warn",
          event: "chat.refused",
          status: 400,
          reason: "invalid-request",
          issues: ["message: custom"],
        }),
      ]);
    },
  );

  it("speaks the Accept-Language the chat sends before it has read the body", async () => {
    const si = knowledge.locales.si.messages.apiErrors;
    const broken = await postChat(app, "{oops", { ...json, "Accept-Language": "si-LK" });
    expect(await broken.json()).toEqual({ message: si.malformedJson });
    const untyped = await postChat(app, { message: "Hi" }, { "Accept-Language": "ta-LK, en;q=0.5" });
    expect(await untyped.json()).toEqual({ message: knowledge.locales.ta.messages.apiErrors.contentType });
    const other = await app.request("/api/chat", { headers: { "Accept-Language": "hi-IN" } });
    expect(await other.json()).toEqual({ message: knowledge.locales.hi.messages.apiErrors.methodNotAllowed });
    // A language of the site the browser prefers less still beats one the site does not have.
    const french = await postChat(app, "{oops", { ...json, "Accept-Language": "fr-FR, si;q=0.3" });
    expect(await french.json()).toEqual({ message: si.malformedJson });
    const none = await postChat(app, "{oops", { ...json, "Accept-Language": "fr-FR" });
    expect(await none.json()).toEqual({ message: apiErrors.malformedJson });
  });

  it("says the body's language over the header's once it has read it", async () => {
    const res = await postChat(app, { message: "", locale: "hi" }, { ...json, "Accept-Language": "si" });
    expect(await res.json()).toEqual({ message: knowledge.locales.hi.messages.apiErrors.invalidRequest });
  });

  it("counts a client's questions in every language together, and says so in the page's", async () => {
    const limited = testApp({}, { rateLimit: { limit: 1, windowMs: 60_000 }, clientKey: () => "one" });
    expect((await postChat(limited, { message: "Hi", locale: "si" })).status).toBe(200);
    const refused = await postChat(
      limited,
      { message: "Hi", locale: "ta" },
      { ...json, "Accept-Language": "ta" },
    );
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: knowledge.locales.ta.messages.apiErrors.rateLimited });
  });
});

describe("POST /api/chat with an AI key, against a fake upstream", () => {
  let upstream: FakeUpstream | undefined;
  afterEach(async () => {
    await upstream?.close();
    upstream = undefined;
  });

  async function appWith(reply: Parameters<typeof startFakeUpstream>[0], timeoutMs?: number) {
    upstream = await startFakeUpstream(reply);
    return testApp(
      {
        GEMINI_API_KEY: "test-key-123",
        GEMINI_MODEL: "gemini-test-flash",
        GEMINI_API_BASE_URL: upstream.baseUrl,
      },
      { timeoutMs },
    );
  }

  it("forwards the message, recent conversation and grounded system prompt; answers {response}", async () => {
    const app = await appWith((res) =>
      sendJson(res, 200, geminiAnswer("We can help with SEO: see /services/seo-optimization")),
    );
    const res = await postChat(app, {
      message: "And SEO?",
      conversation: [
        { sender: "ai", text: "Hi, I'm Seren." },
        { sender: "user", text: "Do you build websites?" },
        { sender: "ai", text: "Yes." },
      ],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ response: "We can help with SEO: see /services/seo-optimization" });

    const [request] = upstream!.requests;
    expect(request?.url).toBe("/v1beta/models/gemini-test-flash:generateContent");
    expect(request?.headers["x-goog-api-key"]).toBe("test-key-123");
    const body = request?.body as {
      systemInstruction: { parts: { text: string }[] };
      contents: { role: string; parts: { text: string }[] }[];
    };
    const prompt = body.systemInstruction.parts[0]!.text;
    expect(prompt).toContain("Seren");
    expect(prompt).toContain("Contact for Pricing");
    // The passages found for the question and the conversation, not the whole corpus.
    expect(prompt.startsWith(knowledge.locales.en.systemPrompt)).toBe(true);
    const doc = (id: string) => knowledge.locales.en.corpus.find((entry) => entry.id === id)!;
    expect(prompt).toContain(doc("service:seo-optimization").answer);
    expect(prompt).not.toContain(doc("service:private-limited-business-registration").answer);
    // The greeting is dropped (the conversation starts with the visitor), the new message comes last.
    expect(body.contents.map((c) => [c.role, c.parts.map((p) => p.text).join("|")])).toEqual([
      ["user", "Do you build websites?"],
      ["model", "Yes."],
      ["user", "And SEO?"],
    ]);
  });

  it.each(["si", "ta", "hi"] as const)(
    "asks the model to answer a %s page in its language, with that language's knowledge",
    async (locale) => {
      const app = await appWith((res) => sendJson(res, 200, geminiAnswer("ok")));
      const res = await postChat(app, { message: "SEO?", locale });
      expect(res.status).toBe(200);
      const body = upstream!.requests[0]?.body as { systemInstruction: { parts: { text: string }[] } };
      const prompt = body.systemInstruction.parts[0]!.text;
      const { englishName, name } = LOCALE_INFO[locale];
      expect(prompt).toContain(`${englishName} (${name})`);
      expect(prompt.startsWith(knowledge.locales[locale].systemPrompt)).toBe(true);
      const seo = knowledge.locales[locale].corpus.find((doc) => doc.id === "service:seo-optimization")!;
      expect(prompt).toContain(seo.answer);
      expect(prompt).not.toContain(knowledge.locales.en.replies.unsure);
    },
  );

  it("gives the keyless answer when the model states a price or figure its passages do not", async () => {
    const app = await appWith((res) =>
      sendJson(res, 200, geminiAnswer("A website costs Rs.45,000 and takes 9 days.")),
    );
    const res = await postChat(app, { message: "How much does a website cost?" });
    const keyless = await postChat(testApp(), { message: "How much does a website cost?" });
    const { response } = (await res.json()) as { response: string };
    expect(response).toBe(((await keyless.json()) as { response: string }).response);
    expect(response).toContain("Contact for Pricing");
    expect(response).not.toContain("45,000");
  });

  it("keeps a model's reply whose figures the passages state", async () => {
    const app = await appWith((res) =>
      sendJson(
        res,
        200,
        geminiAnswer(
          "Each additional director is Rs.3,000.00: see /services/private-limited-business-registration",
        ),
      ),
    );
    const res = await postChat(app, { message: "How much for each additional director?" });
    expect(((await res.json()) as { response: string }).response).toContain("Rs.3,000.00");
  });

  it("answers in the language of the message, whatever the page, with the conversation", async () => {
    const app = await appWith((res) => sendJson(res, 200, geminiAnswer("ok")));
    await postChat(app, {
      message: "ඒකට කොච්චර කල් යනවද?",
      locale: "en",
      conversation: [{ sender: "user", text: "ලෝගෝ එකක් හදලා දෙනවද?" }],
    });
    const body = upstream!.requests[0]?.body as {
      systemInstruction: { parts: { text: string }[] };
      contents: { parts: { text: string }[] }[];
    };
    const prompt = body.systemInstruction.parts[0]!.text;
    expect(prompt.startsWith(knowledge.locales.si.systemPrompt)).toBe(true);
    const doc = (id: string) => knowledge.locales.si.corpus.find((entry) => entry.id === id)!;
    expect(prompt).toContain(doc("topic:timeline").answer);
    expect(prompt).toContain(doc("service:graphic-design-branding").answer);
    const sent = body.contents.flatMap((content) => content.parts.map((part) => part.text)).join(" ");
    expect(sent).toContain("ලෝගෝ එකක් හදලා දෙනවද?");
    expect(sent).toContain("ඒකට කොච්චර කල් යනවද?");
  });

  it("tells an AI failure in the page's language", async () => {
    const app = await appWith((res) => sendJson(res, 500, {}));
    const res = await postChat(app, { message: "Hi", locale: "si" });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: knowledge.locales.si.messages.aiErrors.aiService });
  });

  it.each([
    [
      "a non-OK answer",
      (res: Parameters<typeof sendJson>[0]) => sendJson(res, 500, { error: { message: "boom" } }),
      502,
      errors.aiService,
    ],
    [
      "a 429 from the service",
      (res: Parameters<typeof sendJson>[0]) => sendJson(res, 429, { error: {} }),
      502,
      errors.aiService,
    ],
    [
      "an answer without text",
      (res: Parameters<typeof sendJson>[0]) =>
        sendJson(res, 200, { candidates: [{ content: { parts: [{}] } }] }),
      502,
      errors.invalidFormat,
    ],
    [
      "an answer without candidates",
      (res: Parameters<typeof sendJson>[0]) =>
        sendJson(res, 200, { promptFeedback: { blockReason: "SAFETY" } }),
      502,
      errors.invalidFormat,
    ],
    [
      "an answer that is not JSON",
      (res: Parameters<typeof sendJson>[0]) => sendJson(res, 200, "<html>oops"),
      502,
      errors.invalidFormat,
    ],
  ] as const)("maps %s to its spec text", async (_name, reply, status, message) => {
    const app = await appWith(reply);
    const res = await postChat(app, { message: "Hi" });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message });
  });

  it("turns an empty text into the fallback reply", async () => {
    const app = await appWith((res) => sendJson(res, 200, geminiAnswer("  ")));
    const res = await postChat(app, { message: "Hi" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ response: errors.emptyReply });
  });

  it("gives up after the timeout with the connection text", async () => {
    const app = await appWith(() => {}, 300);
    const started = Date.now();
    const res = await postChat(app, { message: "Hi" });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ message: errors.connection });
  });

  it("answers with the connection text when the service cannot be reached", async () => {
    upstream = await startFakeUpstream(() => {});
    const baseUrl = upstream.baseUrl;
    await upstream.close();
    upstream = undefined;
    const app = testApp({ GEMINI_API_KEY: "k", GEMINI_API_BASE_URL: baseUrl });
    const res = await postChat(app, { message: "Hi" });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: errors.connection });
  });
});
