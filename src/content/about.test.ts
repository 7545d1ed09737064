import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readInitialContent } from "./initial-content.test-helpers.ts";
import { readSiteContent, single } from "./read-content.ts";

/** The live files: shape, references and budgets only (the staff change the page and the team freely). */
const live = readSiteContent();
const liveAbout = single(live.aboutPage, "aboutPage");
/** The spec's words and figures, pinned on the initial content (tests/fixtures/initial-content). */
const content = readInitialContent();
const about = single(content.aboutPage, "aboutPage");
const team = [...content.team].sort((a, b) => a.data.order - b.data.order);
const artwork = (key: string) =>
  ["jpg", "png", "svg"].some((ext) =>
    existsSync(join(import.meta.dirname, "..", "assets", "generated", `${key}.${ext}`)),
  );

describe("about page and team (the live files)", () => {
  it("leave no word in braces unfilled, and show a picture for the hero and every member", () => {
    expect(JSON.stringify(liveAbout)).not.toMatch(/\{[a-zA-Z]+\}/);
    expect(liveAbout.hero.image.photo ?? artwork("heroes/about")).toBeTruthy();
    for (const member of live.team) {
      expect(member.data.portrait.photo ?? artwork(`team/${member.id}`), member.file).toBeTruthy();
      expect(member.data.portrait.alt.trim(), member.file).not.toBe("");
    }
  });
});

describe("about page content as first delivered (tests/fixtures/initial-content)", () => {
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
});

describe("team as first delivered", () => {
  it("has the four members in order, each with a portrait and alt text naming them", () => {
    expect(team.map((member) => member.data.name)).toEqual([
      "Nimali Fernando",
      "Arjun Menon",
      "Tharushi Jayasinghe",
      "Ishan Wickramasinghe",
    ]);
    const orders = team.map((member) => member.data.order);
    expect(new Set(orders).size).toBe(orders.length);
    for (const member of team) {
      expect(member.data.portrait.alt.length, member.id).toBeGreaterThan(10);
      expect(member.data.portrait.alt, member.id).toContain(member.data.name);
    }
  });
});
