import { z } from "zod";
import { order, text } from "./parts.ts";

/** A client testimonial on the home page (`testimonials/<id>.en.yaml`). */
export const testimonialSchema = () =>
  z.strictObject({
    order: order(),
    name: text(),
    company: text(),
    content: text().refine((value) => value.length <= 320, "a card fits about 320 characters"),
    /** Stars out of 5. */
    rating: z.number().int().min(1).max(5),
  });
