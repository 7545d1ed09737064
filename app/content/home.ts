import type { PageIntro } from "./page-intro.schema.ts";

export const homePage = {
  seo: {
    title: "Serendib Digital | Web Design & Digital Agency, Sri Lanka",
    description:
      "Websites, branding, social media, SEO and e-commerce from a Colombo digital agency with a Bengaluru branch. Tell us your project and get a free quote.",
  },
  hero: {
    eyebrow: "Digital agency · Colombo & Bengaluru",
    title: "Websites and brands that bring you customers",
    intro:
      "We design, build and market for ambitious businesses in Sri Lanka, India and beyond, with one team from first sketch to launch day and after.",
  },
} as const satisfies PageIntro;
