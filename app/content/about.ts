import type { PageIntro } from "./page-intro.schema.ts";

export const aboutPage = {
  seo: {
    title: "About Serendib Digital | Our Story, Team & Values",
    description:
      "Founded in Colombo in 2021, Serendib Digital is a team of designers, developers and marketers serving clients across Sri Lanka, India and the world.",
  },
  hero: {
    eyebrow: "About us",
    title: "Digital Innovation Since 2021",
    intro:
      "A small team with big standards: design, code and marketing under one roof, from Colombo and Bengaluru.",
  },
} as const satisfies PageIntro;
