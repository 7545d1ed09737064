import type { PageIntro } from "./page-intro.schema.ts";

export const privacyPolicyPage = {
  seo: {
    title: "Privacy Policy | Serendib Digital",
    description:
      "How Serendib Digital collects, uses and protects your personal information when you use our website, contact us or work with us. Effective January 15, 2025.",
  },
  hero: {
    eyebrow: "Legal",
    title: "Privacy Policy",
    intro: "How we collect, use and protect your information when you visit our website or work with us.",
  },
} as const satisfies PageIntro;
