import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readSiteContent, single } from "./read-content.ts";

const content = readSiteContent();
const about = single(content.aboutPage, "aboutPage");
const team = [...content.team].sort((a, b) => a.data.order - b.data.order);
const artwork = (key: string) =>
  ["jpg", "png", "svg"].some((ext) =>
    existsSync(join(import.meta.dirname, "..", "assets", "generated", `${key}.${ext}`)),
  );

describe("about page content", () => {
  it("has the spec's hero, four core values and a 2021 to 2024 journey", () => {
    expect(about.hero.title).toBe("Digital Innovation Since 2021");
    expect([about.hero.storyButton, about.hero.teamButton]).toEqual(["Discover Our Story", "Meet Our Team"]);
    expect(about.values.items.map((value) => value.title)).toEqual([
      "Innovation",
      "Passion",
      "Quality",
      "Global Reach",
    ]);
    expect(about.journey.milestones.map((milestone) => milestone.year)).toEqual([
      "2021",
      "2022",
      "2023",
      "2024",
    ]);
  });

  it("keeps the figures as the spec gives them, even where they disagree", () => {
    expect(about.story.figures.map((figure) => figure.number)).toEqual(["50+", "3+", "100%", "24/7"]);
    expect(about.whyChooseUs.stats.map((stat) => stat.number)).toEqual(["150+", "98%", "24/7"]);
    expect(about.comparison.otherLabel).toBe("Other Agencies");
    expect(about.comparison.other).toHaveLength(5);
    expect(about.comparison.us).toHaveLength(5);
  });

  it("names the agency from the identity file, never typed", () => {
    const identity = single(content.identity, "identity");
    expect(about.comparison.usLabel).toBe(identity.name);
    expect(JSON.stringify(about)).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it("has artwork for its hero", () => {
    expect(about.hero.image.photo ?? artwork("heroes/about")).toBeTruthy();
  });
});

describe("team", () => {
  it("has the four members in order, each with a portrait (a photo or the team/<id> artwork) and alt text", () => {
    expect(team.map((member) => member.data.name)).toEqual([
      "Nimali Fernando",
      "Arjun Menon",
      "Tharushi Jayasinghe",
      "Ishan Wickramasinghe",
    ]);
    const orders = team.map((member) => member.data.order);
    expect(new Set(orders).size).toBe(orders.length);
    for (const member of team) {
      expect(member.data.portrait.photo ?? artwork(`team/${member.id}`), member.id).toBeTruthy();
      expect(member.data.portrait.alt.length, member.id).toBeGreaterThan(10);
      expect(member.data.portrait.alt, member.id).toContain(member.data.name);
    }
  });
});
