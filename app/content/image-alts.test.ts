import { describe, expect, it } from "vitest";
import { imageManifest } from "./generated/image-manifest.ts";
import { imageAlts } from "./image-alts.ts";
import { partners } from "./partners.ts";
import { portfolioGallery } from "./portfolio-gallery.ts";
import { portfolioWebsites } from "./portfolio-websites.ts";
import { teamMembers } from "./team.ts";

describe("image alt texts", () => {
  it("only describes keys that exist", () => {
    for (const key of Object.keys(imageAlts)) expect(imageManifest).toHaveProperty([key]);
  });

  it("gives every image in the manifest an alt text somewhere", () => {
    const covered = new Set<string>([
      ...Object.keys(imageAlts),
      ...teamMembers.map((m) => m.image.key),
      ...portfolioGallery.map((p) => p.image.key),
      ...portfolioWebsites.map((s) => s.image.key),
      ...partners.map((p) => p.logo.key),
    ]);
    const missing = Object.keys(imageManifest).filter((k) => !covered.has(k));
    expect(missing).toEqual([]);
  });
});
