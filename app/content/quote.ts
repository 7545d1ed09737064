import type { PageIntro } from "./page-intro.schema.ts";

export const quotePage = {
  seo: {
    title: "Get a Free Quote | Serendib Digital",
    description:
      "Describe your website, branding or marketing project and get a free, tailored quote from Serendib Digital, usually within one working day.",
  },
  hero: {
    eyebrow: "Free quote",
    title: "Get Your Free Quote",
    intro:
      "Tell us what you need and we will come back with a clear plan, timeline and price, usually within one working day.",
  },
} as const satisfies PageIntro;
