import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { parseServerEnv } from "#server/env.ts";
import { ROOT } from "./helpers.ts";

const source = readFileSync(join(ROOT, ".env.example"), "utf8");
const example = parseEnv(source);

/** The variables the configuration table of docs/deployment.md documents (the first column's `NAME`s). */
function documentedVariables(): string[] {
  const deployment = readFileSync(join(ROOT, "docs", "deployment.md"), "utf8");
  const table = deployment.split("## Configuration")[1]?.split("\n## ")[0] ?? "";
  return table
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) =>
      [...(line.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!),
    );
}

/** A variable the file names: set (`NAME=value`) or shown commented out (`# NAME=value`). */
const named = new Set([...source.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!));

/** Names another settings file: meaningless inside one. */
const NOT_IN_A_SETTINGS_FILE = ["ENV_FILE"];

describe(".env.example", () => {
  it("is a valid configuration as it stands", () => {
    expect(() => parseServerEnv(example)).not.toThrow();
  });

  it("names every variable the configuration table documents, and none it does not", () => {
    const documented = documentedVariables();
    expect(documented.length, "the configuration table").toBeGreaterThanOrEqual(15);
    const expected = documented.filter((name) => !NOT_IN_A_SETTINGS_FILE.includes(name));
    expect(
      expected.filter((name) => !named.has(name)),
      "missing from .env.example",
    ).toEqual([]);
    expect(
      [...named].filter((name) => !documented.includes(name)),
      "not in the configuration table",
    ).toEqual([]);
  });

  it("leaves HOST and PORT unset, so a container given it as --env-file still listens on 0.0.0.0:3000", () => {
    expect(example.HOST).toBeUndefined();
    expect(example.PORT).toBeUndefined();
  });
});
