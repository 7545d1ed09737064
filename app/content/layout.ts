import type { LayoutContent } from "./layout.schema.ts";
import { siteConfig } from "./site-config.ts";

/** Copy of the shared layout: splash, top bar, mobile menu, footer, newsletter, back-to-top. */
export const layoutContent = {
  skipLink: "Skip to content",
  homeLinkLabel: `${siteConfig.name} home`,
  topBar: {
    navLabel: "Main",
    links: [
      { to: "/", label: "Home" },
      { to: "/services", label: "Services" },
      { to: "/about", label: "About" },
      { to: "/portfolio", label: "Portfolio" },
      { to: "/shop", label: "Shop" },
      { to: "/packages", label: "Packages" },
      { to: "/contact", label: "Contact" },
    ],
    cta: { to: "/get-quote", label: "Get Quote" },
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
  },
  splash: {
    eyebrow: "Ayubowan — welcome",
    title: `Welcome to ${siteConfig.name}`,
    message: [
      "Since 2021 we have helped businesses across Sri Lanka, India and beyond look sharper, load faster and sell more online.",
      "Have a look around. When you are ready, tell us about your project: we reply within a day.",
    ],
    continueLabel: "Continue to Website",
  },
  footer: {
    blurb:
      "A Colombo digital agency with a Bengaluru branch: websites, brands, campaigns and photography that earn their keep.",
    quickLinksTitle: "Quick Links",
    quickLinks: [
      { to: "/about", label: "About Us" },
      { to: "/services", label: "Services" },
      { to: "/packages", label: "Packages" },
      { to: "/portfolio", label: "Portfolio" },
      { to: "/contact", label: "Contact" },
    ],
    legalLinksTitle: "Legal",
    legalLinks: [
      { to: "/privacy-policy", label: "Privacy Policy" },
      { to: "/terms-of-service", label: "Terms of Service" },
    ],
    servicesTitle: "Services",
    services: [
      "Web Design",
      "Web Development",
      "Branding",
      "Social Media Marketing",
      "SEO Optimization",
      "E-commerce Solutions",
    ],
    contactTitle: "Contact",
    socialLabel: "Follow us",
    rights: "All rights reserved.",
  },
  newsletter: {
    title: "Stay in the loop",
    description: "One short email a month: design ideas, marketing tips and what we shipped.",
    emailLabel: "Email address",
    placeholder: "you@company.com",
    submit: "Subscribe",
    submitting: "Subscribing...",
    successTitle: "Welcome to Our Newsletter!",
    successText: "Thank you for subscribing. Look out for our next issue in your inbox.",
    successToast: "Thank you for subscribing to our newsletter!",
    failureToast: "Failed to subscribe. Please try again later",
    source: "Website Footer",
    agentTool: {
      name: "subscribe_newsletter",
      description: `Subscribe an email address to the ${siteConfig.name} newsletter (one short email a month). The visitor submits the form themselves.`,
      email: "The email address to subscribe.",
    },
  },
  emailValidation: {
    required: "Please enter your email address",
    invalid: "Please enter a valid email address",
  },
  backToTop: "Back to top",
  newTab: "(opens in a new tab)",
  imageFallback: "No Image",
} as const satisfies LayoutContent;
