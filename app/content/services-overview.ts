import type { PageIntro } from "./page-intro.schema.ts";

export const servicesPage = {
  seo: {
    title: "Our Services | Web, Branding, SEO & Marketing | Serendib",
    description:
      "Web design and development, branding, social media, SEO, e-commerce and company registration: everything your business needs online, from one team.",
  },
  hero: {
    eyebrow: "What we do",
    title: "Our Services",
    intro:
      "Everything your business needs to look good, be found and sell online, planned and delivered by one team.",
  },
} as const satisfies PageIntro;
