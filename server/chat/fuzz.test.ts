import { describe, expect, it } from "vitest";
import { postChat, testApp, testKnowledge } from "./chat.test-helpers.ts";

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const JUNK_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  "",
  " ",
  "\u0000",
  "\n\t",
  [],
  {},
  [[]],
  [{}],
  { message: "x" },
  "x".repeat(2001),
  "<script>alert(1)</script>",
  "🙂".repeat(1001),
  { __proto__: { polluted: 1 } },
];

type BadRequest = { body: string; headers: Record<string, string> };

function generate(next: () => number): BadRequest {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const json = { "Content-Type": "application/json" };
  const turn = () => ({ sender: pick(["user", "ai"]), text: "hello" });
  switch (Math.floor(next() * 12)) {
    case 0: // wrong or missing content type
      return {
        body: JSON.stringify({ message: "Hi" }),
        headers: pick<Record<string, string>>([
          {},
          { "Content-Type": "text/plain" },
          { "Content-Type": "multipart/form-data; boundary=x" },
          { "Content-Type": "application/jsonx" },
        ]),
      };
    case 1: {
      // truncated or mangled JSON
      const text = JSON.stringify({ message: "Hello there", conversation: [turn()] });
      const cut = Math.floor(next() * (text.length - 1));
      return { body: text.slice(0, cut) + pick(["", "}", "\u0000", "'", ",,"]), headers: json };
    }
    case 2: // random bytes
      return {
        body: Array.from({ length: 1 + Math.floor(next() * 200) }, () =>
          String.fromCharCode(Math.floor(next() * 0xd7ff)),
        ).join(""),
        headers: json,
      };
    case 3: // message of the wrong type
      return {
        body: JSON.stringify({
          message: pick(
            JUNK_VALUES.filter(
              (v) => typeof v !== "string" || (v as string).trim() === "" || (v as string).length > 2000,
            ),
          ),
        }),
        headers: json,
      };
    case 4: // a top level that is not an object
      return {
        body: JSON.stringify(pick([null, 1, "message", [], [{ message: "Hi" }], true])),
        headers: json,
      };
    case 5: // too many turns
      return {
        body: JSON.stringify({
          message: "Hi",
          conversation: Array.from({ length: 21 + Math.floor(next() * 30) }, turn),
        }),
        headers: json,
      };
    case 6: // malformed turns
      return {
        body: JSON.stringify({
          message: "Hi",
          conversation: [
            pick([
              null,
              "hi",
              { sender: "bot", text: "x" },
              { sender: "user" },
              { text: "x" },
              { sender: "ai", text: 5 },
              { sender: "user", text: "x", extra: 1 },
            ]),
          ],
        }),
        headers: json,
      };
    case 7: // conversation of the wrong type
      return {
        body: JSON.stringify({ message: "Hi", conversation: pick([null, "x", 3, {}, true]) }),
        headers: json,
      };
    case 8: // unknown keys
      return {
        body: JSON.stringify({ message: "Hi", [pick(["role", "prompt", "model", "apiKey"])]: "x" }),
        headers: json,
      };
    case 9: // oversized body
      return {
        body: JSON.stringify({
          message: "Hi",
          conversation: [{ sender: "user", text: "y".repeat(33_000 + Math.floor(next() * 5000)) }],
        }),
        headers: json,
      };
    case 10: // blank or over-long message
      return {
        body: JSON.stringify({
          message: pick(["", "   ", "\n\n", "\t", "a".repeat(2001 + Math.floor(next() * 3000))]),
        }),
        headers: json,
      };
    default: // deeply nested junk
      return { body: `${"[".repeat(1 + Math.floor(next() * 500))}`, headers: json };
  }
}

describe("fuzz: bad requests to POST /api/chat", () => {
  it("answers 1,200 generated bad requests with 4xx only, then still answers a good one", async () => {
    const app = testApp();
    const next = random(20261122);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1200; i++) {
      const { body, headers } = generate(next);
      const res = await postChat(app, body, headers);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status < 400 || res.status >= 500) {
        throw new Error(`Request ${i} got ${res.status}: ${headers["Content-Type"]} ${body.slice(0, 200)}`);
      }
      const json = (await res.json()) as { message?: unknown };
      expect(typeof json.message).toBe("string");
    }
    expect([...statuses.keys()].sort()).toEqual([400, 413, 415]);

    const good = await postChat(app, { message: "What are your business hours?", conversation: [] });
    expect(good.status).toBe(200);
    const hours = testKnowledge().locales.en.corpus.find((doc) => doc.id === "topic:hours")!;
    expect(((await good.json()) as { response: string }).response).toBe(hours.answer);
  }, 60_000);
});
