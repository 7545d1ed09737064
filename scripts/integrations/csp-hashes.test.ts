import { describe, expect, it } from "vitest";
import { scriptHashesOf } from "./csp-hashes.ts";

describe("scriptHashesOf", () => {
  it("takes the hash sources of script-src only, unquoted", () => {
    const policy = "script-src 'self' 'sha256-abc+/=' 'sha384-def'; style-src 'self' 'sha256-style';";
    expect(scriptHashesOf(policy)).toEqual(["sha256-abc+/=", "sha384-def"]);
  });

  it("finds nothing when there is no script-src", () => {
    expect(scriptHashesOf("style-src 'self'")).toEqual([]);
  });
});
