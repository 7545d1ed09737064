import { expect, it } from "vitest";
import { testimonialsSchema } from "./testimonials.schema.ts";
import { testimonials } from "./testimonials.ts";

it("has three testimonials, each rated 5, matching the schema", () => {
  expect(() => testimonialsSchema.parse(testimonials)).not.toThrow();
  expect(testimonials.map((t) => t.rating)).toEqual([5, 5, 5]);
  expect(new Set(testimonials.map((t) => t.name)).size).toBe(3);
});
