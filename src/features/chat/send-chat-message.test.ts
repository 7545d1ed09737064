import { describe, expect, it } from "vitest";
import { chatRequestSchema } from "#contracts/chat.ts";
import { type ChatErrorTexts, requestBody, sendChatMessage } from "./send-chat-message.ts";

const errors: ChatErrorTexts = {
  localApi: "Local API failed",
  invalidFormat: "Bad format",
  emptyReply: "Nothing to say",
  connection: "No connection",
};
const english = { code: "en", tag: "en" } as const;
const sinhala = { code: "si", tag: "si-LK" } as const;
const respond = (status: number, body: string) => async () =>
  new Response(body, { status, headers: { "Content-Type": "application/json" } });

describe("sendChatMessage", () => {
  it("posts {message, conversation} to /api/chat on this origin and reads `response`", async () => {
    let sent: { url: string; init: RequestInit } | undefined;
    const result = await sendChatMessage(
      "Hi",
      [{ sender: "ai", text: "Hello" }],
      errors,
      english,
      async (url, init) => {
        sent = { url: String(url), init: init ?? {} };
        return new Response(JSON.stringify({ response: "Welcome" }), { status: 200 });
      },
    );
    expect(result).toEqual({ ok: true, text: "Welcome" });
    expect(sent?.url).toBe("/api/chat");
    expect(sent?.init.method).toBe("POST");
    const body = JSON.parse(String(sent?.init.body));
    expect(body).toEqual({ message: "Hi", conversation: [{ sender: "ai", text: "Hello" }], locale: "en" });
    // The body is what the server's contract accepts.
    expect(chatRequestSchema.safeParse(body).success).toBe(true);
  });

  it("asks in the page's language: `locale` in the body, its tag as Accept-Language", async () => {
    let sent: RequestInit | undefined;
    await sendChatMessage("මිල කීයද?", [], errors, sinhala, async (_url, init) => {
      sent = init;
      return new Response('{"response":"ok"}');
    });
    const body = JSON.parse(String(sent?.body));
    expect(body.locale).toBe("si");
    expect(chatRequestSchema.parse(body).locale).toBe("si");
    expect(new Headers(sent?.headers).get("Accept-Language")).toBe("si-LK");
  });

  it("sends at most the last 20 turns", async () => {
    let body: { conversation: unknown[] } | undefined;
    const history = Array.from({ length: 30 }, (_, i) => ({ sender: "user" as const, text: String(i) }));
    await sendChatMessage("Hi", history, errors, english, async (_url, init) => {
      body = JSON.parse(String(init?.body));
      return new Response('{"response":"ok"}');
    });
    expect(body?.conversation).toHaveLength(20);
    expect(body?.conversation[0]).toEqual({ sender: "user", text: "10" });
  });

  it("drops the oldest turns when long replies would pass the 32 KB body limit", () => {
    const history = Array.from({ length: 20 }, (_, i) => ({
      sender: "ai" as const,
      text: `${i} ${"é".repeat(3000)}`,
    }));
    const body = requestBody("Hi", history, "en");
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(32 * 1024);
    const parsed = JSON.parse(body) as { message: string; conversation: { text: string }[] };
    expect(parsed.message).toBe("Hi");
    expect(parsed.conversation.length).toBeGreaterThan(0);
    expect(parsed.conversation.at(-1)?.text.startsWith("19 ")).toBe(true);
    expect(chatRequestSchema.safeParse(parsed).success).toBe(true);
  });

  it("cuts a message and earlier turns to the contract's lengths", () => {
    const parsed = JSON.parse(
      requestBody("x".repeat(5000), [{ sender: "ai", text: "y".repeat(9000) }], "en"),
    );
    expect(chatRequestSchema.safeParse(parsed).success).toBe(true);
  });

  it.each([
    ["the server's message on a non-OK reply", respond(429, '{"message":"Slow down"}'), "Slow down"],
    ["the local API text when a non-OK reply has no message", respond(500, "oops"), errors.localApi],
    ["the local API text when the message is blank", respond(502, '{"message":"  "}'), errors.localApi],
    [
      "the invalid-format text when `response` is missing",
      respond(200, '{"answer":"x"}'),
      errors.invalidFormat,
    ],
    ["the invalid-format text when the body is not JSON", respond(200, "<html>"), errors.invalidFormat],
    ["the fallback when the reply is empty", respond(200, '{"response":""}'), errors.emptyReply],
    [
      "the connection text when the request fails",
      async () => {
        throw new TypeError("Failed to fetch");
      },
      errors.connection,
    ],
  ])("shows %s", async (_name, fetchImpl, text) => {
    expect((await sendChatMessage("Hi", [], errors, english, fetchImpl as typeof fetch)).text).toBe(text);
  });
});
