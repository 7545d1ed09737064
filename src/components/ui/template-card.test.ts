import { describe, expect, it } from "vitest";
import { firstFew } from "./template-card.tsx";

describe("firstFew", () => {
  it.each([
    [[], 0, 0],
    [["React", "Vite"], 2, 0],
    [["a", "b", "c"], 3, 0],
    [["React", "Tailwind", "Vite", "Node", "MySQL"], 3, 2],
  ])("%j shows %i with %i more", (items, shown, more) => {
    expect(firstFew(items)).toEqual({ shown: items.slice(0, 3), more });
    expect(firstFew(items).shown).toHaveLength(shown);
  });

  it("takes another maximum", () => {
    expect(firstFew([1, 2, 3, 4], 1)).toEqual({ shown: [1], more: 3 });
  });
});
