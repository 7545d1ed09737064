import type { PageIntro } from "./page-intro.schema.ts";

export const launchingSoonPage = {
  seo: {
    title: "Launching Soon | Serendib Digital",
    description:
      "Something new is coming from Serendib Digital. See the countdown, what we are building, and leave your email to be the first to know when we launch.",
  },
  hero: {
    eyebrow: "Launching soon",
    title: "Something new is coming",
    intro:
      "Our new home on the web is almost ready. Here is what we are building, and how to reach us until then.",
  },
} as const satisfies PageIntro;
