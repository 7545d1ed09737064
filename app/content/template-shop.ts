import type { TemplateShopContent } from "./template-shop.schema.ts";

/** Shown for an unknown template id; also used client-side for ids that were never pre-rendered. */
export const templateNotFound = {
  title: "Template Not Found",
  lookingFor: "Looking for: ",
  text: "We couldn't find a template with that name. Browse the full collection instead.",
  backToTemplates: "Back to Templates",
} as const satisfies TemplateShopContent["notFound"];

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
  catalogue: {
    title: "Find your starting point",
    intro:
      "Every template is a working site. Open the preview, click around, then tell us which one feels right.",
    filterLabel: "Filter templates by category",
    allCategories: "All",
    searchLabel: "Search templates",
    searchPlaceholder: "Search by name or description",
    resultCount: { one: "Showing 1 template", other: "Showing {count} templates" },
    emptyTitle: "No templates found",
    emptyText: "Try adjusting your search or filter criteria",
    clearFilters: "Clear search and filter",
  },
  card: {
    pricing: "Contact for Pricing",
    technologiesLabel: "Built with",
    featuresLabel: "Features",
    more: "+{count} more",
    preview: "Preview",
    previewHint: "opens in a new tab",
    buyNow: "Buy Now",
    details: "View details",
    buyNowEnquiry:
      "Hi Serendib Digital! I'd like to buy the {template} website template. Could you tell me the price and what setup includes?",
  },
  custom: {
    eyebrow: "Made to measure",
    title: "Need something that fits you exactly?",
    text: "We design and build custom websites around your business, your customers and your budget. Tell us what you need and we will reply within a day.",
    points: [
      "Your brand, your pages, your content",
      "Built mobile-first and fast",
      "Training and support after launch",
    ],
    button: "Request a Custom Template",
    enquiry:
      "Hi Serendib Digital! I'm interested in a custom website template designed for my business. Could we discuss my requirements, timeline and pricing?",
  },
  detail: {
    backToShop: "Back to Shop",
    keyFeatures: "Key Features",
    technologiesTitle: "Built with",
    demoPagesTitle: "Pages in the demo",
    getStarted: "Get Started Today",
    pricing: "Contact for Pricing",
    payment: "One-time payment",
    included: [
      "Set up with your logo, colours and content",
      "Hosting and domain help",
      "30 days of support after launch",
    ],
    previewTemplate: "Preview Template",
    makeItYours: "Make it yours",
    makeItYoursEnquiry:
      "Hi Serendib Digital! I'm interested in the {template} template and would like to know the pricing.",
    newTab: "(opens in a new tab)",
  },
  notFound: templateNotFound,
} as const satisfies TemplateShopContent;

/** Puts a template's title into an enquiry written with the {template} placeholder. */
export function nameTemplate(text: string, title: string): string {
  return text.replaceAll("{template}", title);
}
