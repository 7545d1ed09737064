import { describe, expect, it } from "vitest";
import { aboutPageSchema } from "./about.schema.ts";
import { aboutPage } from "./about.ts";
import { hasImage } from "./images.ts";
import { teamMembers } from "./team.ts";

describe("about page content", () => {
  it("matches its schema", () => {
    expect(() => aboutPageSchema.parse(aboutPage)).not.toThrow();
  });

  it("has the spec's four core values and a 2021 to 2024 journey", () => {
    expect(aboutPage.values.items.map((v) => v.title)).toEqual([
      "Innovation",
      "Passion",
      "Quality",
      "Global Reach",
    ]);
    expect(aboutPage.journey.milestones.map((m) => m.year)).toEqual(["2021", "2022", "2023", "2024"]);
  });

  it("keeps the figures as the spec gives them, even where they disagree", () => {
    expect(aboutPage.story.figures.map((f) => f.number)).toEqual(["50+", "3+", "100%", "24/7"]);
    expect(aboutPage.whyChooseUs.stats.map((s) => s.number)).toEqual(["150+", "98%", "24/7"]);
  });

  it("names images that exist, and four team members with photos", () => {
    expect(hasImage(aboutPage.hero.image.key)).toBe(true);
    expect(teamMembers).toHaveLength(4);
    for (const member of teamMembers) expect(hasImage(member.image.key), member.id).toBe(true);
  });
});
