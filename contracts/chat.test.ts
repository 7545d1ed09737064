import { describe, expect, it } from "vitest";
import { CHAT_LIMITS, chatFailureSchema, chatReplySchema, chatRequestSchema } from "./chat.ts";

describe("chat contract", () => {
  it("accepts a message with an empty or missing conversation", () => {
    expect(chatRequestSchema.parse({ message: "Hi", conversation: [] })).toEqual({
      message: "Hi",
      conversation: [],
      locale: "en",
    });
    expect(chatRequestSchema.parse({ message: "Hi" }).conversation).toEqual([]);
  });

  it("accepts up to 20 earlier turns from the visitor and the assistant", () => {
    const conversation = Array.from({ length: CHAT_LIMITS.maxTurns }, (_, i) => ({
      sender: i % 2 ? ("user" as const) : ("ai" as const),
      text: `turn ${i}`,
    }));
    expect(chatRequestSchema.safeParse({ message: "Hi", conversation }).success).toBe(true);
    expect(
      chatRequestSchema.safeParse({ message: "Hi", conversation: [...conversation, conversation[0]] })
        .success,
    ).toBe(false);
  });

  it.each([
    [{}, "message"],
    [{ message: 42 }, "message"],
    [{ message: "" }, "message"],
    [{ message: " \n\t " }, "message"],
    [{ message: "x".repeat(2001) }, "message"],
    [{ message: "Hi", locale: "fr" }, "locale"],
    [{ message: "Hi", locale: "SI" }, "locale"],
    [{ message: "Hi", locale: 1 }, "locale"],
  ])("rejects %j at %j", (input, field) => {
    const result = chatRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it("carries the page's language, English when an older page sends none", () => {
    for (const locale of ["en", "si", "ta", "hi"])
      expect(chatRequestSchema.parse({ message: "Hi", locale }).locale).toBe(locale);
    expect(chatRequestSchema.parse({ message: "Hi" }).locale).toBe("en");
  });

  it("accepts a message of exactly 2,000 characters", () => {
    expect(chatRequestSchema.safeParse({ message: "x".repeat(2000) }).success).toBe(true);
  });

  it.each([
    [{ message: "Hi", conversation: "hello" }],
    [{ message: "Hi", conversation: [{ sender: "bot", text: "x" }] }],
    [{ message: "Hi", conversation: [{ sender: "user" }] }],
    [{ message: "Hi", conversation: [{ sender: "user", text: "x", html: "<b>" }] }],
    [{ message: "Hi", extra: true }],
  ])("rejects a malformed request %j", (input) => {
    expect(chatRequestSchema.safeParse(input).success).toBe(false);
  });

  it("describes replies and failures", () => {
    expect(chatReplySchema.parse({ response: "Hello" })).toEqual({ response: "Hello" });
    expect(chatFailureSchema.parse({ message: "Nope" })).toEqual({ message: "Nope" });
    expect(chatReplySchema.safeParse({ message: "Nope" }).success).toBe(false);
  });
});
