import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadServerEnv, parseServerEnv } from "./env.ts";

function envFile(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), "serendib-env-")), ".env");
  writeFileSync(file, text);
  return file;
}

describe("parseServerEnv", () => {
  it("has safe defaults: loopback, port 3000, no AI key, the real build, no proxy trusted", () => {
    const env = parseServerEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "127.0.0.1", BUILD_DIR: "dist" });
    expect(env.GEMINI_API_KEY).toBeUndefined();
    expect(env.TRUST_PROXY).toEqual({ kind: "off" });
    expect(env.TRUST_PROXY_HEADER).toBe("x-forwarded-for");
  });

  it("treats blank values as unset", () => {
    expect(parseServerEnv({ GEMINI_API_KEY: "", PORT: "" }).GEMINI_API_KEY).toBeUndefined();
  });

  it("fails fast with a message naming the bad value", () => {
    expect(() => parseServerEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseServerEnv({ GEMINI_API_BASE_URL: "not a url" })).toThrow(/GEMINI_API_BASE_URL/);
    expect(() => parseServerEnv({ TRUST_PROXY: "the proxy" })).toThrow(/TRUST_PROXY/);
    expect(() => parseServerEnv({ TRUST_PROXY: "10.0.0.0/99" })).toThrow(/TRUST_PROXY/);
    expect(() => parseServerEnv({ TRUST_PROXY_HEADER: "x-real-ip" })).toThrow(/TRUST_PROXY_HEADER/);
    expect(() => parseServerEnv({ BUILD_DIR: "../elsewhere" })).toThrow(/BUILD_DIR/);
  });

  it("reads TRUST_PROXY as off, a hop count, or addresses and ranges", () => {
    expect(parseServerEnv({ TRUST_PROXY: "off" }).TRUST_PROXY).toEqual({ kind: "off" });
    expect(parseServerEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toEqual({ kind: "hops", hops: 2 });
    expect(parseServerEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8, ::1" }).TRUST_PROXY.kind).toBe("addresses");
  });
});

describe("loadServerEnv", () => {
  it("reads .env, and the process environment wins over it", () => {
    const file = envFile("GEMINI_API_KEY=from-file\nPORT=4000\n# a comment\nGEMINI_MODEL='quoted-model'\n");
    const env = loadServerEnv({ ENV_FILE: file, PORT: "5000" });
    expect(env.GEMINI_API_KEY).toBe("from-file");
    expect(env.GEMINI_MODEL).toBe("quoted-model");
    expect(env.PORT).toBe(5000);
  });

  it("lets a blank variable in the environment turn off a value from .env", () => {
    const file = envFile("GEMINI_API_KEY=from-file\n");
    expect(loadServerEnv({ ENV_FILE: file, GEMINI_API_KEY: "" }).GEMINI_API_KEY).toBeUndefined();
  });

  it("names a bad value that came from .env", () => {
    expect(() => loadServerEnv({ ENV_FILE: envFile("PORT=eighty\n") })).toThrow(/PORT/);
  });

  it("runs without a .env file", () => {
    expect(loadServerEnv({ ENV_FILE: join(tmpdir(), "no-such-dir", ".env") }).PORT).toBe(3000);
  });
});
