import { describe, expect, it } from "vitest";
import { imageManifest } from "./generated/image-manifest.ts";
import { teamMembers, teamMembersSchema } from "./team.ts";

describe("team", () => {
  it("has four members with unique ids", () => {
    expect(teamMembers).toHaveLength(4);
    expect(new Set(teamMembers.map((m) => m.id)).size).toBe(4);
    expect(teamMembersSchema.parse(teamMembers)).toEqual(teamMembers);
  });

  it("uses team/<id> image keys that exist in the manifest, with alt text", () => {
    for (const m of teamMembers) {
      expect(m.image.key).toBe(`team/${m.id}`);
      expect(imageManifest).toHaveProperty([m.image.key]);
      expect(imageManifest[m.image.key].kind).toBe("raster");
      expect(m.image.alt.length).toBeGreaterThan(10);
    }
  });
});
