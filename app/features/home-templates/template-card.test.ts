import { describe, expect, it } from "vitest";
import { capList } from "./template-card";
import { toTemplateCard } from "./to-template-card";

describe("capList", () => {
  it("shows at most three and counts the rest", () => {
    expect(capList(["React", "Tailwind", "Vite", "Node", "MySQL"])).toEqual({
      shown: ["React", "Tailwind", "Vite"],
      rest: 2,
    });
    expect(capList(["React", "Vite"])).toEqual({ shown: ["React", "Vite"], rest: 0 });
  });
});

describe("toTemplateCard", () => {
  it("keeps the fields an entry has and leaves out the price", () => {
    const card = toTemplateCard({
      id: "edulearn",
      title: "EduLearn",
      category: "Education",
      description: "An online learning platform.",
      technologies: ["React", "Tailwind", "Vite", "Node"],
      features: ["Courses"],
      price: "$399",
    } as { id: string; title: string; category: string });
    expect(card).toMatchObject({
      id: "edulearn",
      description: "An online learning platform.",
      technologies: ["React", "Tailwind", "Vite", "Node"],
      features: ["Courses"],
    });
    expect(JSON.stringify(card)).not.toContain("$");
  });

  it("reads an entry with only the basics", () => {
    expect(toTemplateCard({ id: "x", title: "X", category: "Business" })).toEqual({
      id: "x",
      title: "X",
      category: "Business",
      description: undefined,
      image: undefined,
      technologies: [],
      features: [],
    });
  });
});
