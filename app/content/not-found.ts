import type { PageIntro } from "./page-intro.schema.ts";

export const notFoundPage = {
  seo: {
    title: "Page Not Found | Serendib Digital",
    description:
      "The page you are looking for is not here. It may have moved. Try our home page, services, packages, portfolio or contact page instead.",
  },
  hero: {
    eyebrow: "Error 404",
    title: "Page not found",
    intro:
      "The page you are looking for may have moved, or the link may be mistyped. These pages might help.",
  },
} as const satisfies PageIntro;
