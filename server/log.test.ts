import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { testApp } from "./chat/chat.test-helpers.ts";
import { errorClass, jsonLog } from "./log.ts";

/** The app (made once: the knowledge takes a while) with its log captured line by line. */
const lines: string[] = [];
const app = testApp({}, { log: jsonLog((line) => lines.push(line)) });

const VISITOR_TEXT = /FAKE-LOG|PROBEMARK|injected/;

/** Every line is one JSON object of the server's own words; none carries what the visitor sent. */
function expectSafe(lines: string[]) {
  for (const line of lines) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(line).not.toMatch(VISITOR_TEXT);
    const entry = JSON.parse(line);
    expect(entry).toEqual(
      expect.objectContaining({
        time: expect.any(String),
        level: expect.any(String),
        event: expect.any(String),
      }),
    );
  }
}

let consoleSpies: MockInstance[] = [];
beforeEach(() => {
  lines.length = 0;
  // Every console method watched for anything written around the server's log.
  consoleSpies = (["log", "info", "warn", "error", "debug", "trace"] as const).map((name) =>
    vi.spyOn(console, name).mockImplementation(() => {}),
  );
});
afterEach(() => {
  // Nothing reached the console around the server's log.
  for (const spy of consoleSpies) expect(spy).not.toHaveBeenCalled();
  for (const spy of consoleSpies) spy.mockRestore();
});

describe("the log and the chat's visitor text", () => {
  const post = (body: string, type = "application/json") =>
    app.request("/api/chat", { method: "POST", headers: { "Content-Type": type }, body });

  it("logs a key holding a line break as one JSON line without the key", async () => {
    // The JSON escape \n in a key (the issue's probe), and the same key as a second, unknown field.
    expect((await post('{"message":"hi","k\\nFAKE-LOG-2 injected line":1}')).status).toBe(400);
    expect((await post('{"message":"hi","FAKE-LOG-7":"FAKE-LOG-8 value"}')).status).toBe(400);
    expectSafe(lines);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        level: "warn",
        event: "chat.refused",
        status: 400,
        reason: "invalid-request",
        issues: ["request: unrecognized_keys"],
      }),
      expect.objectContaining({ event: "chat.refused", issues: ["request: unrecognized_keys"] }),
    ]);
  });

  it("logs a malformed body without the parser's message (which quotes it)", async () => {
    expect((await post("PROBEMARK-{not json")).status).toBe(400);
    // A raw line break inside a string is not JSON either.
    expect((await post('{"message":"hi","k\nFAKE-LOG-2 injected line":1}')).status).toBe(400);
    expectSafe(lines);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ event: "chat.refused", status: 400, reason: "malformed-json" }),
      expect.objectContaining({ event: "chat.refused", status: 400, reason: "malformed-json" }),
    ]);
  });

  it("logs a __proto__ key, a wrong type and a wrong content type by reason alone", async () => {
    expect((await post('{"message":"hi","__proto__":{"FAKE-LOG-3":"x"}}')).status).toBe(400);
    expect((await post('{"message":["FAKE-LOG-9"]}')).status).toBe(400);
    expect((await post('{"message":"hi"}', "text/FAKE-LOG-4")).status).toBe(415);
    expectSafe(lines);
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[1]!)).toMatchObject({
      reason: "invalid-request",
      issues: ["message: invalid_type"],
    });
    expect(JSON.parse(lines[2]!)).toMatchObject({ status: 415, reason: "content-type" });
  });

  it("logs nothing for an answered question", async () => {
    expect((await post('{"message":"FAKE-LOG-10 Do you do SEO?"}')).status).toBe(200);
    expect(lines).toEqual([]);
  });
});

describe("the log and the forms' visitor text", () => {
  const post = (form: string, body: BodyInit, headers?: HeadersInit) =>
    app.request(`/api/forms/${form}`, { method: "POST", body, ...(headers ? { headers } : {}) });

  it("logs a refused post as its status and form name, one line each", async () => {
    const crlf = new URLSearchParams({ name: "Asha\r\nFAKE-LOG-5 injected line", email: "FAKE-LOG-6\r\n" });
    expect((await post("contact", crlf)).status).toBe(422);
    expect(
      (
        await post("newsletter", "__proto__=FAKE-LOG-11&email=PROBEMARK-x", {
          "Content-Type": "application/x-www-form-urlencoded",
        })
      ).status,
    ).toBe(422);
    // A multipart body that is not one: read as an empty form.
    expect(
      (
        await post("quote", "PROBEMARK-\r\nFAKE-LOG-12", {
          "Content-Type": "multipart/form-data; boundary=FAKE-LOG-13",
        })
      ).status,
    ).toBe(422);
    expectSafe(lines);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: "warn", event: "form.refused", status: 422, form: "contact" }),
      expect.objectContaining({ event: "form.refused", status: 422, form: "newsletter" }),
      expect.objectContaining({ event: "form.refused", status: 422, form: "quote" }),
    ]);
  });
});

describe("jsonLog", () => {
  it("writes one line a call, line breaks in a field escaped", () => {
    const lines: string[] = [];
    const log = jsonLog(
      (line) => lines.push(line),
      () => new Date(0),
    );
    log("info", "server.stopping", { signal: "SIG\nTERM" });
    expect(lines).toEqual([
      '{"time":"1970-01-01T00:00:00.000Z","level":"info","event":"server.stopping","signal":"SIG\\nTERM"}',
    ]);
  });

  it("names an error by its class, never its message", () => {
    expect(errorClass(new SyntaxError("Unexpected token 'P', \"PROBEMARK-\"..."))).toBe("SyntaxError");
    const odd = new Error("x");
    odd.name = "FAKE-LOG\ninjected";
    expect(errorClass(odd)).toBe("Error");
    expect(errorClass("PROBEMARK")).toBe("string");
  });
});
