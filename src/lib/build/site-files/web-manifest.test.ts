import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readSiteContent, single } from "#src/content/read-content.ts";
import { webManifest } from "./web-manifest.ts";

describe("webManifest", () => {
  it("names the agency from its identity file", () => {
    const identity = single(readSiteContent().identity, "identity");
    const manifest = webManifest(identity);
    expect(manifest.name).toBe(identity.name);
    expect(identity.name.startsWith(manifest.short_name)).toBe(true);
    expect(manifest.description).toBe(identity.tagline);
  });

  it("follows a rename", () => {
    const manifest = webManifest({ name: "Lotus Works Studio", tagline: "We make websites." });
    expect(manifest).toMatchObject({ name: "Lotus Works Studio", short_name: "Lotus" });
  });

  it("lists the app icons committed in public/", () => {
    const icons = webManifest({ name: "A", tagline: "B" }).icons.map((icon) => icon.src);
    expect(icons).toEqual(["/icons/icon-192.png", "/icons/icon-512.png"]);
    for (const icon of icons)
      expect(existsSync(new URL(`../../../../public${icon}`, import.meta.url))).toBe(true);
  });
});
