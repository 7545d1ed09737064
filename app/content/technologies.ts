// The Technology Stack grid on the home page: 16 tools with their brand icon and colour (from simple-icons,
// copied into ./generated/technology-icons.ts by npm run assets).
import { z } from "zod";
import { type TechnologyIconId, technologyIcons } from "./generated/technology-icons.ts";

export const technologySchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  color: z.string().regex(/^#[0-9A-F]{6}$/),
  icon: z.strictObject({ path: z.string().min(1), viewBox: z.literal("0 0 24 24") }),
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
    return { id, name: t.name, color: t.color, icon: { path: t.path, viewBox: t.viewBox } };
  }),
);
