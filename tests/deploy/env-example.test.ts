import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { parseServerEnv } from "../../server/env.ts";
import { ROOT } from "./helpers.ts";

describe(".env.example", () => {
  const example = parseEnv(readFileSync(join(ROOT, ".env.example"), "utf8"));

  it("is a valid configuration as it stands", () => {
    expect(() => parseServerEnv(example)).not.toThrow();
  });

  it("leaves HOST and PORT unset, so a container given it as --env-file still listens on 0.0.0.0:3000", () => {
    expect(example.HOST).toBeUndefined();
    expect(example.PORT).toBeUndefined();
  });
});
