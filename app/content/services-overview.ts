import type { ServicesPage } from "./services-overview.schema.ts";

export const servicesPage = {
  seo: {
    title: "Our Services | Web, Branding, SEO & Marketing | Serendib",
    description:
      "Web design and development, branding, social media, SEO, e-commerce and company registration: everything your business needs online, from one team.",
  },
  hero: {
    eyebrow: "What we do",
    title: "Our Services",
    intro:
      "Everything your business needs to look good, be found and sell online, planned and delivered by one team.",
  },
  cards: {
    eyebrow: "Services",
    title: "How we can help",
    linkLabel: "Learn More",
    items: [
      {
        title: "Web Design & Development",
        text: "Fast, mobile-first websites that are easy to update and built to bring in enquiries.",
        icon: "monitor",
        to: "/services/web-design-development",
      },
      {
        title: "Innovative UI/UX Design",
        text: "Interfaces people understand at a glance, tested with real users before a line of code.",
        icon: "layout",
        to: "/services/web-design-development",
      },
      {
        title: "Brand Identity & Logo design",
        text: "A logo, palette and voice that make you recognisable on a signboard or a phone screen.",
        icon: "pen-tool",
        to: "/services/graphic-design-branding",
      },
      {
        title: "Graphic Design",
        text: "Brochures, menus, packaging and posters that look as good printed as they do on screen.",
        icon: "palette",
        to: "/services/graphic-design-branding",
      },
      {
        title: "Content Creation",
        text: "Posts, reels and captions for Facebook, Instagram and TikTok, planned around your calendar.",
        icon: "camera",
        to: "/services/social-media-marketing",
      },
      {
        title: "SEO & Digital Marketing",
        text: "Get found on Google and turn clicks into customers with search, ads and email.",
        icon: "search",
        to: "/services/seo-optimization",
      },
      {
        title: "Private Limited Business Registration",
        text: "Register your Sri Lankan company with every form, seal and certified copy handled for you.",
        icon: "building",
        to: "/services/private-limited-business-registration",
      },
    ],
  },
  skills: {
    eyebrow: "Skills",
    title: "What our team is good at",
    tags: [
      "UI/UX Design",
      "React & Next.js",
      "WordPress",
      "Shopify & WooCommerce",
      "Brand Strategy",
      "Social Media Content",
      "Search Engine Optimisation",
      "Google Ads",
      "Product Photography",
    ],
  },
  process: {
    eyebrow: "Our process",
    title: "Four steps from idea to launch",
    intro: "A simple, transparent process, so you always know what happens next and when.",
    steps: [
      {
        step: 1,
        title: "Discover",
        description: "We learn your business, your customers and your goals in a free call.",
        icon: "compass",
        color: "accent",
      },
      {
        step: 2,
        title: "Plan",
        description: "You get a clear plan, timeline and quote before any work begins.",
        icon: "clipboard",
        color: "saffron",
      },
      {
        step: 3,
        title: "Create",
        description: "We design, write and build, sharing progress with you every week.",
        icon: "sparkles",
        color: "ink",
      },
      {
        step: 4,
        title: "Deliver & Support",
        description: "We launch, train your team and stay on hand for updates and questions.",
        icon: "rocket",
        color: "emerald",
      },
    ],
  },
  progress: {
    eyebrow: "How we work",
    title: "Efficient Progress",
    text: "You always know where your project stands. Every client gets a shared project board with weekly updates, so there are no surprises on launch day.",
    points: [
      "Weekly progress updates on WhatsApp or email",
      "A shared board with every task and its owner",
      "Feedback rounds built into the timeline",
    ],
    panel: {
      label: "Sample project board",
      project: "Ceylon Leaf Tea: website and online shop",
      timeline: "Week 3 of 6",
      statusLabels: { done: "Done", doing: "In progress", todo: "Up next" },
      overallLabel: "Overall progress",
      tasks: [
        { title: "Discovery call and brief", owner: "Kavindu", status: "done", progress: 100 },
        { title: "Sitemap and wireframes", owner: "Nimali", status: "done", progress: 100 },
        { title: "Visual design", owner: "Nimali", status: "doing", progress: 70 },
        { title: "Shop build and payments", owner: "Arjun", status: "doing", progress: 35 },
        { title: "Product photography", owner: "Serendib Studio", status: "todo", progress: 0 },
        { title: "Launch and SEO setup", owner: "Ishan", status: "todo", progress: 0 },
      ],
    },
  },
  cta: {
    title: "Ready to get started?",
    text: "Compare our packages or tell us about your project. We reply within 24 hours.",
    packages: { label: "View Packages", to: "/packages" },
    contact: { label: "Contact Us", to: "/contact" },
  },
} as const satisfies ServicesPage;
