import type { LaunchingSoonPage } from "./launching-soon.schema.ts";
import { siteConfig } from "./site-config.ts";

export const launchingSoonPage = {
  seo: {
    title: "Launching Soon | Serendib Digital",
    description:
      "Something new is coming from Serendib Digital. See the countdown, what we are building, and leave your email to be the first to know when we launch.",
  },
  hero: {
    eyebrow: "Launching soon",
    title: "Something new is coming",
    intro:
      "Our new home on the web is almost ready. Here is what we are building, and how to reach us until then.",
  },
  countdown: {
    title: "Launching In",
    labels: { days: "Days", hours: "Hours", minutes: "Minutes", seconds: "Seconds" },
    units: { days: ["day", "days"], hours: ["hour", "hours"], minutes: ["minute", "minutes"] },
    summary: "Launching in {time}.",
    ended: "The countdown has ended: launch day is here.",
  },
  building: {
    title: "What We're Building",
    intro: "Everything a growing business needs to look sharp and sell online, from one team.",
    cards: [
      {
        icon: "code",
        title: "Web Development",
        text: "Fast, accessible websites and web apps, built to be found and easy to update.",
      },
      {
        icon: "megaphone",
        title: "Digital Marketing",
        text: "Social media, search and Google Ads campaigns that bring in real enquiries.",
      },
      {
        icon: "cart",
        title: "E-Commerce Solutions",
        text: "Online shops with local and international payments, delivery and stock built in.",
      },
      {
        icon: "palette",
        title: "Branding & Design",
        text: "Logos, brand identities and artwork that make you recognisable at a glance.",
      },
    ],
  },
  whyChoose: {
    title: `Why Choose ${siteConfig.name}`,
    intro: `Since ${siteConfig.foundedYear}, businesses in Sri Lanka, India and beyond have trusted us with their first impression.`,
    points: [
      "Professional Web Design & Development",
      "Complete Branding Solutions",
      "SEO Optimization",
      "Social Media Marketing",
      "E-Commerce Development",
      "24/7 Customer Support",
    ],
  },
  contact: {
    title: "Talk to us today",
    intro: "We are already working. Email, call or visit us while the new site gets its final polish.",
    emailTitle: "Email",
    phoneTitle: "Phone",
    officeTitle: "Offices",
    socialTitle: "Follow our journey",
  },
  notify: {
    title: "Be the First to Know!",
    text: "Leave your email and we will tell you the moment we launch. No spam, just one message.",
    emailLabel: "Email address",
    placeholder: "you@company.lk",
    submit: "Notify Me",
    submitting: "Subscribing...",
    successToast: "Thank you! We'll notify you when we launch.",
    failureToast: "Something went wrong. Please try again.",
    enquiryIntro: `Hi ${siteConfig.name}! Please let me know when you launch.`,
    pageName: "Launching Soon",
    emailSubject: "New launch notification request",
    privacyNote: "We use your email only to tell you about our launch.",
    agentTool: {
      name: "notify_at_launch",
      description: `Ask ${siteConfig.name} to email the visitor when the new service launches. The visitor submits the form themselves.`,
      email: "The email address to notify.",
    },
  },
  footer: {
    rights: "All rights reserved.",
    legalLabel: "Legal",
    links: [
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Terms of Service", to: "/terms-of-service" },
    ],
  },
} as const satisfies LaunchingSoonPage;
