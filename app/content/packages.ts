import type { PageIntro } from "./page-intro.schema.ts";

export const packagesPage = {
  seo: {
    title: "Packages & Pricing | Serendib Digital",
    description:
      "Compare our photography, design, social media, web development and company registration packages. Every package is tailored: contact us for pricing.",
  },
  hero: {
    eyebrow: "Packages",
    title: "Packages built around your goals",
    intro:
      "Pick a starting point for photography, design, social media, websites or company registration, and we will tailor it to you.",
  },
} as const satisfies PageIntro;
