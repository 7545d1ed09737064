// The Technology Stack grid on the home page: 16 tools with their brand icon (from simple-icons, written by
// npm run assets to public/images/technologies/ and named in ./generated/technology-icons.ts).
import { z } from "zod";
import { type TechnologyIconId, technologyIcons } from "./generated/technology-icons.ts";

export const technologySchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  icon: z.strictObject({ src: z.string().regex(/^\/images\/technologies\/[a-z0-9-]+\.svg$/) }),
});

export const technologiesSchema = z.array(technologySchema).length(16);

export type Technology = z.infer<typeof technologySchema>;

const order: readonly TechnologyIconId[] = [
  "react",
  "nextjs",
  "typescript",
  "javascript",
  "nodejs",
  "tailwindcss",
  "figma",
  "wordpress",
  "shopify",
  "woocommerce",
  "laravel",
  "mysql",
  "google-ads",
  "google-analytics",
  "meta",
  "cloudflare",
];

export const technologies: readonly Technology[] = technologiesSchema.parse(
  order.map((id) => {
    const t = technologyIcons[id];
    return { id, name: t.name, icon: { src: t.src } };
  }),
);
