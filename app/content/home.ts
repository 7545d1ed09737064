import type { HomePage } from "./home.schema.ts";
import { PRICE_TEXT } from "./service-catalogue.schema.ts";

export const homePage = {
  seo: {
    title: "Serendib Digital | Web Design & Digital Agency, Sri Lanka",
    description:
      "Websites, branding, social media, SEO and e-commerce from a Colombo digital agency with a Bengaluru branch. Tell us your project and get a free quote.",
  },
  hero: {
    banner: {
      label: "What's new?",
      text: "Company registration packages are here",
      link: { label: "Explore", to: "/get-quote" },
    },
    title: "Websites and brands that",
    highlight: "bring you customers",
    intro:
      "We design, build and market for ambitious businesses in Sri Lanka, India and beyond, with one team from first sketch to launch day and after.",
    primary: { label: "Explore Now", to: "/get-quote" },
    secondary: { label: "See Packages", to: "/packages" },
    points: ["Reply within 24 hours", "Colombo & Bengaluru", "Free, no-obligation quote"],
    image: {
      key: "heroes/home",
      alt: "A laptop and a phone showing a Serendib Digital website, surrounded by brand and social media designs",
    },
  },
  whyChooseUs: {
    eyebrow: "Why choose us",
    title: "A partner that cares how your business does",
    intro: "Good looks are the start. We measure our work by the enquiries and sales it brings you.",
    reasons: [
      {
        title: "Expert-Led Design",
        text: "Senior designers and developers work on your project from the first call. No hand-offs to juniors you never meet.",
        icon: "sparkles",
      },
      {
        title: "ROI-Focused Strategies",
        text: "Every page, post and campaign has a job to do. We track calls, messages and sales, and report them in plain numbers.",
        icon: "trending-up",
      },
      {
        title: "All-in-One Digital Partner",
        text: "Website, branding, social media, ads, hosting and even company registration: one team, one invoice, one WhatsApp group.",
        icon: "layers",
      },
    ],
  },
  services: {
    eyebrow: "Our services",
    title: "Everything you need to grow online",
    intro: "Pick one service or let us handle the lot. Hover or focus the row to pause it.",
    rowLabel: "Our services",
    cards: [
      {
        title: "Web Design & Development",
        text: "Fast, mobile-first websites that look sharp and turn visitors into enquiries.",
        icon: "monitor",
        link: { label: "Learn More", to: "/services" },
      },
      {
        title: "Branding & Identity",
        text: "Logos, colours and stationery that make a new business look established.",
        icon: "palette",
        link: { label: "Learn More", to: "/services" },
      },
      {
        title: "Digital Marketing",
        text: "Social media, SEO and Google Ads that bring customers, not just likes.",
        icon: "megaphone",
        link: { label: "Learn More", to: "/services" },
      },
      {
        title: "E-Commerce Solutions",
        text: "Online stores with local payments, cash on delivery and courier options built in.",
        icon: "shopping-cart",
        link: { label: "Learn More", to: "/services" },
      },
      {
        title: "Private Limited Business Registration",
        text: "Register your Sri Lankan company, from name reservation to certificate of incorporation.",
        icon: "building",
        link: { label: "Learn More", to: "/services/private-limited-business-registration" },
      },
    ],
    explore: { label: "Explore All Services", to: "/services" },
    quote: { label: "Get Free Quote", to: "/get-quote" },
  },
  impact: {
    eyebrow: "Our impact",
    title: "Numbers we are proud of",
    stats: [
      { number: "150+", label: "Projects Completed" },
      { number: "50+", label: "Happy Clients" },
      { number: "3+", label: "Years Experience" },
      { number: "24/7", label: "Support Available" },
    ],
  },
  testimonials: {
    eyebrow: "Client testimonials",
    title: "What our clients say",
    intro: "Businesses in Sri Lanka and India trust us with their first impression online.",
    ratingLabel: "Rated {rating} out of 5",
    newTabHint: "(opens in a new tab)",
    reviewLinks: [
      { label: "Read our reviews on Trustpilot", url: "https://www.trustpilot.com/review/serendib.digital" },
      {
        label: "See our Google Maps reviews",
        url: "https://www.google.com/maps/search/?api=1&query=Serendib+Digital+Colombo",
      },
    ],
  },
  templates: {
    eyebrow: "Premium templates",
    title: "Ready-made websites, made yours",
    intro: "Start from a polished template for your industry and we will tailor it to your brand.",
    price: PRICE_TEXT,
    more: "+{count} more",
    detailsLabel: "View details",
    technologiesLabel: "Built with",
    featuresLabel: "Features",
    viewAll: { label: "View All Templates", to: "/shop" },
  },
  partners: { eyebrow: "Trusted by", title: "Businesses we have worked with" },
  technologies: {
    eyebrow: "Technology stack",
    title: "Tools we build with",
    intro: "Proven, well-supported tools, so your site stays fast, secure and easy to hand over.",
  },
  closing: {
    title: "Ready to grow your business online?",
    text: "Tell us what you have in mind. We will reply within 24 hours with ideas, a plan and a quote.",
    cta: { label: "Get a Custom Quote", to: "/contact" },
  },
} as const satisfies HomePage;
