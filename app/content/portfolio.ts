import type { PageIntro } from "./page-intro.schema.ts";

export const portfolioPage = {
  seo: {
    title: "Portfolio | Branding, Social & Web Work | Serendib Digital",
    description:
      "Brand identities, social media campaigns, posters and travel websites we made for cafés, tea estates, hotels and startups across Sri Lanka and India.",
  },
  hero: {
    eyebrow: "Our work",
    title: "Work we are proud of",
    intro:
      "Brands, campaigns and websites for cafés, tea estates, surf hotels and startups from Galle to Bengaluru.",
  },
} as const satisfies PageIntro;
