import { z } from "zod";

export const testimonialSchema = z.strictObject({
  name: z.string().min(1),
  company: z.string().min(1),
  content: z.string().min(40),
  rating: z.literal(5),
});

export const testimonialsSchema = z.array(testimonialSchema).length(3);

export type Testimonial = z.infer<typeof testimonialSchema>;
