import type { PageIntro } from "./page-intro.schema.ts";

export const templateShopPage = {
  seo: {
    title: "Website Templates | Ready-Made Sites | Serendib Digital",
    description:
      "Professional website templates for schools, clinics and restaurants, ready to make yours. Preview each demo and contact us for pricing and setup.",
  },
  hero: {
    eyebrow: "Template shop",
    title: "Website Templates",
    intro: "Launch faster with a professionally designed template, set up and branded for you by our team.",
  },
} as const satisfies PageIntro;
