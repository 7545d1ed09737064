import type { AboutPage } from "./about.schema.ts";

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
    storyButton: "Discover Our Story",
    teamButton: "Meet Our Team",
    image: {
      key: "heroes/about",
      alt: "The Serendib Digital team at work in the Colombo studio, planning a website on a big screen",
    },
  },
  story: {
    eyebrow: "Who we are",
    title: "Our Story",
    paragraphs: [
      "Serendib Digital started in 2021 at a kitchen table in Colombo, with one laptop and a simple idea: small and growing businesses deserve the same quality of design and marketing as the big brands.",
      "Our first clients were a tea estate, a surf camp and a family bakery. Word spread. Today we are a team of designers, developers, marketers and photographers in Colombo and Bengaluru, working with clients across Sri Lanka, India and beyond.",
      "We have stayed small on purpose. You talk to the people doing the work, and we treat every budget, in LKR or INR, as if it were our own.",
    ],
    figures: [
      { number: "50+", label: "Projects Delivered" },
      { number: "3+", label: "Years Experience" },
      { number: "100%", label: "Client Satisfaction" },
      { number: "24/7", label: "Support" },
    ],
  },
  mission: {
    title: "Our Mission",
    text: "To give every business we work with a digital presence that looks world-class, works flawlessly and brings in real customers, at a price that makes sense for them.",
  },
  vision: {
    title: "Our Vision",
    text: "To be the most trusted digital partner for growing businesses in South Asia, known for honest advice, beautiful work and results you can measure.",
  },
  values: {
    eyebrow: "What drives us",
    title: "Our Core Values",
    items: [
      {
        title: "Innovation",
        text: "We try new tools and ideas so your business can stay ahead, not just keep up.",
        icon: "lightbulb",
      },
      {
        title: "Passion",
        text: "We love this work, and it shows in the details other agencies skip.",
        icon: "heart",
      },
      {
        title: "Quality",
        text: "Every page, post and pixel is checked before it goes out. Fast, accessible and polished.",
        icon: "award",
      },
      {
        title: "Global Reach",
        text: "Rooted in Colombo and Bengaluru, working with clients from Kandy to Kerala to London.",
        icon: "globe",
      },
    ],
  },
  journey: {
    eyebrow: "Milestones",
    title: "Our Journey",
    milestones: [
      {
        year: "2021",
        title: "Founded in Colombo",
        description:
          "Kavindu Perera starts Serendib Digital with three local clients and a promise to reply within a day.",
      },
      {
        year: "2022",
        title: "A full-service team",
        description:
          "Social media, SEO and branding join web design. The team grows to eight and moves into a Galle Road studio.",
      },
      {
        year: "2023",
        title: "Bengaluru branch and Serendib Studio",
        description:
          "We open our India office and launch Serendib Studio, our photography arm for products, food and events.",
      },
      {
        year: "2024",
        title: "Business registration and 150+ projects",
        description:
          "We add private limited company registration and pass 150 completed projects across three countries.",
      },
    ],
  },
  team: {
    eyebrow: "The people",
    title: "Meet Our Team",
    intro: "The people who will answer your messages, design your brand and build your website.",
  },
  comparison: {
    eyebrow: "The difference",
    title: "Why businesses switch to us",
    otherLabel: "Other Agencies",
    usLabel: "Serendib Digital",
    other: [
      "Templates passed off as custom work",
      "Account managers between you and the team",
      "Hidden costs and surprise invoices",
      "Slow replies, days or weeks",
      "Reports full of jargon and vanity metrics",
    ],
    us: [
      "Designed and built for your business",
      "Direct contact with the people doing the work",
      "Clear quotes agreed up front",
      "Replies within 24 hours, often the same day",
      "Plain reports on enquiries, sales and cost",
    ],
  },
  whyChooseUs: {
    title: "Why Choose Us",
    text: "Numbers do not tell the whole story, but they help. Here is what our clients have trusted us with so far.",
    stats: [
      { number: "150+", label: "Projects Completed" },
      { number: "98%", label: "Client Satisfaction" },
      { number: "24/7", label: "Support Available" },
    ],
    cta: { label: "Start Your Project", to: "/contact" },
  },
} as const satisfies AboutPage;
