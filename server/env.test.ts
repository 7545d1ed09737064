import { describe, expect, it } from "vitest";
import { parseServerEnv } from "./env.ts";

describe("parseServerEnv", () => {
  it("has safe defaults: loopback, port 3000, no AI key", () => {
    const env = parseServerEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "127.0.0.1" });
    expect(env.GEMINI_API_KEY).toBeUndefined();
  });

  it("treats blank values as unset", () => {
    expect(parseServerEnv({ GEMINI_API_KEY: "", PORT: "" }).GEMINI_API_KEY).toBeUndefined();
  });

  it("fails fast with a message naming the bad value", () => {
    expect(() => parseServerEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseServerEnv({ GEMINI_API_BASE_URL: "not a url" })).toThrow(/GEMINI_API_BASE_URL/);
  });
});
