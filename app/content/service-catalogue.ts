/**
 * The built-in service catalogue behind /services/{serviceId}. Ids are part of the URLs.
 * (Filled out with overview, features, images and packages by the service pages.)
 */
export const serviceCatalogue = [
  {
    id: "web-design-development",
    title: "Web Design & Development",
    tagline: "Fast, beautiful websites that turn visitors into enquiries.",
  },
  {
    id: "graphic-design-branding",
    title: "Graphic Design & Branding",
    tagline: "Logos, identities and print that people remember.",
  },
  {
    id: "social-media-marketing",
    title: "Social Media Marketing",
    tagline: "Content calendars, reels and campaigns that grow real followers.",
  },
  {
    id: "seo-optimization",
    title: "SEO Optimization",
    tagline: "Be found on Google by the customers already searching for you.",
  },
  {
    id: "e-commerce",
    title: "E-Commerce Solutions",
    tagline: "Online stores that take payments in LKR, INR and dollars.",
  },
  {
    id: "google-ads-management",
    title: "Google Ads Management",
    tagline: "Search and display campaigns measured in enquiries, not clicks.",
  },
  {
    id: "domain-hosting",
    title: "Domain & Hosting",
    tagline: ".lk and global domains, fast hosting and business email, looked after.",
  },
  {
    id: "photography",
    title: "Photography",
    tagline: "Product, food and event photography by Serendib Studio.",
  },
  {
    id: "private-limited-business-registration",
    title: "Private Limited Business Registration",
    tagline: "Register your Sri Lankan private limited company, start to finish.",
  },
] as const;

export type ServiceId = (typeof serviceCatalogue)[number]["id"];

export function findService(id: string | undefined) {
  return serviceCatalogue.find((service) => service.id === id);
}
