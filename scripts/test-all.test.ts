import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { durationText, TEST_STEPS, timingTable } from "./test-all.ts";

const packageJson = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  scripts: Record<string, string>;
};

describe("npm test's steps and timing table", () => {
  it("runs only scripts package.json has, and is what npm test runs", () => {
    for (const step of TEST_STEPS) expect(packageJson.scripts).toHaveProperty(step);
    expect(packageJson.scripts.test).toBe("node scripts/test-all.ts");
  });

  it("writes durations in seconds, or minutes and seconds", () => {
    expect(durationText(48_400)).toBe("48 s");
    expect(durationText(725_000)).toBe("12 min 05 s");
  });

  it("gives each step its time and share, marks the failed one and totals them", () => {
    const table = timingTable([
      { step: "lint", ms: 30_000, ok: true },
      { step: "test:unit", ms: 90_000, ok: false },
    ]).split("\n");
    expect(table[0]).toMatch(/^lint\s+30 s\s+25 %$/);
    expect(table[1]).toMatch(/^test:unit\s+1 min 30 s\s+75 % {2}FAILED$/);
    expect(table[2]).toMatch(/^total\s+2 min 00 s$/);
  });
});
