import type { PageIntro } from "./page-intro.schema.ts";

export const termsOfServicePage = {
  seo: {
    title: "Terms of Service | Serendib Digital",
    description:
      "The terms that apply when you use our website or hire Serendib Digital: payments, timelines, ownership and confidentiality. Effective January 15, 2025.",
  },
  hero: {
    eyebrow: "Legal",
    title: "Terms of Service",
    intro: "The terms that apply when you use our website or hire us, written to be read.",
  },
} as const satisfies PageIntro;
