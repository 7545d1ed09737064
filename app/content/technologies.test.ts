import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { technologies } from "./technologies.ts";

describe("technologies", () => {
  it("has exactly 16 tools with unique ids and names", () => {
    expect(technologies).toHaveLength(16);
    expect(new Set(technologies.map((t) => t.id)).size).toBe(16);
    expect(new Set(technologies.map((t) => t.name)).size).toBe(16);
  });

  it("points each icon at its own SVG file, which exists and draws in a brand colour", () => {
    for (const t of technologies) {
      expect(t.icon.src).toBe(`/images/technologies/${t.id}.svg`);
      const file = readFileSync(join(import.meta.dirname, "../../public", t.icon.src), "utf8");
      expect(file).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 24 24"><path fill="#[0-9A-F]{6}" d="M/,
      );
    }
  });
});
