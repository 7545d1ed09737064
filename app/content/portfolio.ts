import type { PortfolioPageContent } from "./portfolio.schema.ts";

export const portfolioPage = {
  seo: {
    title: "Portfolio | Branding, Social & Web Work | Serendib Digital",
    description:
      "Brand identities, social media campaigns, posters and travel websites we made for cafés, tea estates, hotels and startups across Sri Lanka and India.",
  },
  hero: {
    eyebrow: "Our work",
    title: "Work we are proud of",
    intro:
      "Brands, campaigns and websites for cafés, tea estates, surf hotels and startups from Galle to Bengaluru.",
    image: {
      key: "heroes/portfolio",
      alt: "A collage of Serendib Digital work: social posts, a brand board and a travel website on a laptop",
    },
    galleryButton: "View the Gallery",
    websitesButton: "See Our Websites",
  },
  statsLabel: "Our work in numbers",
  stats: [
    { number: "150+", label: "Projects Completed", icon: "briefcase" },
    { number: "50+", label: "Websites Launched", icon: "globe" },
    { number: "200+", label: "Designs Created", icon: "palette" },
    { number: "98%", label: "Client Satisfaction", icon: "heart" },
  ],
  gallery: {
    eyebrow: "Creative Gallery",
    title: "Posts, brands and campaigns",
    intro: "A selection of recent design work. Pick a category, then open any piece to see it full screen.",
    filterLabel: "Filter the gallery by category",
    all: "All",
    count: "{count} pieces",
    empty: "No images found for the selected category.",
    viewer: {
      close: "Close viewer",
      previous: "Previous image",
      next: "Next image",
      position: "{index} of {total}",
      hint: "Use the arrow keys to move between images and Escape to close.",
    },
  },
  websites: {
    eyebrow: "Website Portfolio",
    title: "Travel and tourism sites we built",
    intro: "Booking sites and brand websites for hotels, lodges and tour operators in Sri Lanka and India.",
    technologiesLabel: "Built with",
    visit: "Visit Website",
    newTab: "(opens in a new tab)",
  },
  closing: {
    title: "Want work like this for your business?",
    text: "Tell us what you are planning. We reply within a day with ideas, a timeline and a clear quote.",
    cta: { label: "Get a Free Quote", to: "/get-quote" },
  },
} as const satisfies PortfolioPageContent;
