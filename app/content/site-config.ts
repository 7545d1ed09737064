import type { SiteConfig } from "./site-config.schema.ts";

/**
 * Identity and contact values of the agency. Every page reads them from here: a rebrand or a new phone
 * number is one edit. Contact values are placeholders until the agency supplies real ones.
 */
export const siteConfig = {
  name: "Serendib Digital",
  legalName: "Serendib Digital (Pvt) Ltd",
  tagline: "Design, build and grow online — from Colombo to the world.",
  description:
    "Serendib Digital is a digital agency in Colombo, Sri Lanka, with a Bengaluru branch: web design and development, branding, social media, SEO, e-commerce, Google Ads, hosting, photography and company registration.",
  foundedYear: 2021,
  photographyArm: "Serendib Studio",
  responseHours: 24,
  founder: {
    name: "Kavindu Perera",
    role: "Founder & Creative Director",
    portrait: { key: "people/founder", alt: "Portrait of Kavindu Perera, founder of Serendib Digital" },
    signature: { key: "people/founder-signature", alt: "Kavindu Perera's signature" },
  },
  assistant: { name: "Seren", subtitle: "Digital Assistant" },
  contact: {
    whatsappNumber: "94771234567",
    phones: {
      sriLanka: { label: "Sri Lanka", display: "+94 77 123 4567" },
      india: { label: "India", display: "+91 98765 43210" },
    },
    emails: { info: "hello@serendib.digital", projects: "projects@serendib.digital" },
    website: "https://serendib.digital",
  },
  offices: [
    {
      id: "colombo",
      label: "Sri Lanka office",
      city: "Colombo",
      region: "Western Province",
      country: "Sri Lanka",
      countryCode: "LK",
      streetAddress: "42 Galle Road, Colombo 03",
      postalCode: "00300",
      phone: "sriLanka",
    },
    {
      id: "bengaluru",
      label: "India office",
      city: "Bengaluru",
      region: "Karnataka",
      country: "India",
      countryCode: "IN",
      streetAddress: "100 Feet Road, Indiranagar",
      postalCode: "560038",
      phone: "india",
    },
  ],
  hours: [
    {
      days: "Mon-Fri",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "9:00",
      closes: "18:00",
    },
    { days: "Sat", dayOfWeek: ["Saturday"], opens: "9:00", closes: "14:00" },
  ],
  socials: [
    { network: "Facebook", url: "https://www.facebook.com/serendibdigital" },
    { network: "Instagram", url: "https://www.instagram.com/serendibdigital" },
    { network: "LinkedIn", url: "https://www.linkedin.com/company/serendibdigital" },
  ],
  launchDate: "2025-08-18T00:00:00",
  copyrightYears: { main: 2025, launch: 2024 },
} as const satisfies SiteConfig;
