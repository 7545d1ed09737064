// Alt text for every image key that the other content modules (team, portfolio-gallery, portfolio-websites,
// partners) do not describe. "" marks an image as decorative.
import type { ImageKey } from "./generated/image-manifest.ts";

export const imageAlts = {
  "people/founder":
    "Illustrated portrait of Kavindu Perera, Founder & Creative Director, smiling, with round glasses and a navy jumper, on a teal background",
  "people/founder-signature": "Kavindu Perera's signature",
  "brand/logo-light": "Serendib Digital",
  "brand/logo-dark": "Serendib Digital",
  "heroes/home":
    "A hotel website in a browser and a tea-estate shop on a phone, with cards for a 128% rise in leads, an approved brand refresh, a rising search ranking and a launched site",
  "heroes/about":
    "Map of South India and Sri Lanka linking our Bengaluru studio and Colombo head office, with our team, 150+ projects delivered, a five-star client rating and our journey from 2021 to 2024",
  "heroes/portfolio":
    "A fanned stack of our work: a jazz poster, a cinnamon brand board, a surf hotel post, a tea box and a café opening post",
  "heroes/contact":
    "A WhatsApp chat booking a call with Serendib Digital, beside cards with our Sri Lanka and India phone numbers, email, 24-hour response time and office hours",
  "services/private-limited-business-registration-hero":
    "Illustration for Private Limited Business Registration: a certificate of incorporation with a saffron company seal beside a registration checklist and a 7-day turnaround card",
  "services/private-limited-business-registration-overview":
    "Private Limited Business Registration overview: Name reservation, Forms 01, 18 & 19, Certificate in 7 days, with a certificate of incorporation with a saffron company seal beside a registration checklist and a 7-day turnaround card",
  "services/private-limited-business-registration-features":
    "What's included in Private Limited Business Registration: Name reservation, Forms 01, 18 & 19, Articles of association, Certificate of incorporation, TIN on request, Bookkeeping advice",
  "services/private-limited-business-registration-packages":
    "Private Limited Business Registration packages: Basic, Gold (Most Popular), Advance, each marked Contact for Pricing",
  "services/e-commerce-hero":
    "Illustration for E-Commerce Solutions: an online craft store in a browser with product cards priced in LKR, a new-order card and a monthly orders chart",
  "services/e-commerce-overview":
    "E-Commerce Solutions overview: Shopify & WooCommerce, Local payments, Delivery integrations, with an online craft store in a browser with product cards priced in LKR, a new-order card and a monthly orders chart",
  "services/e-commerce-features":
    "What's included in E-Commerce Solutions: Online store setup, Local payments, Delivery integrations, Sales dashboard, Mobile-first checkout, Training & support",
  "services/e-commerce-packages":
    "E-Commerce Solutions packages: Starter, Professional (Most Popular), Enterprise, each marked Contact for Pricing",
  "services/web-design-development-hero":
    "Illustration for Web Design & Development: a hotel website being designed in a browser, with a code editor panel, perfect Lighthouse scores and responsive breakpoints",
  "services/web-design-development-overview":
    "Web Design & Development overview: Responsive, Fast & accessible, Easy to update, with a hotel website being designed in a browser, with a code editor panel, perfect Lighthouse scores and responsive breakpoints",
  "services/web-design-development-features":
    "What's included in Web Design & Development: Custom UI/UX design, Responsive layouts, Fast loading, SEO-ready, Secure hosting, Maintenance",
  "services/web-design-development-packages":
    "Web Design & Development packages: Starter, Business (Most Popular), Premium, each marked Contact for Pricing",
  "services/social-media-marketing-hero":
    "Illustration for Social Media Marketing: a phone showing an Instagram post for a Galle café, surrounded by reach, follower, engagement and content-calendar cards",
  "services/social-media-marketing-overview":
    "Social Media Marketing overview: Content calendar, Reels, Monthly reports, with a phone showing an Instagram post for a Galle café, surrounded by reach, follower, engagement and content-calendar cards",
  "services/social-media-marketing-features":
    "What's included in Social Media Marketing: Content calendar, Post design, Reels & stories, Community replies, Paid boosts, Monthly reports",
  "services/social-media-marketing-packages":
    "Social Media Marketing packages: Starter, Growth (Most Popular), Pro, each marked Contact for Pricing",
  "services/graphic-design-branding-hero":
    "Illustration for Graphic Design & Branding: a logo being drawn on an artboard with construction circles and a pen tool, next to a brand palette, type specimen and layers panel",
  "services/graphic-design-branding-overview":
    "Graphic Design & Branding overview: Logo design, Brand guidelines, Print & social, with a logo being drawn on an artboard with construction circles and a pen tool, next to a brand palette, type specimen and layers panel",
  "services/graphic-design-branding-features":
    "What's included in Graphic Design & Branding: Logo design, Colour & type, Brand guidelines, Stationery, Social templates, Packaging & print",
  "services/graphic-design-branding-packages":
    "Graphic Design & Branding packages: Basic, Standard (Most Popular), Premium, each marked Contact for Pricing",
  "services/seo-optimization-hero":
    "Illustration for SEO Optimization: a search results page with the client's hotel ranked first, an organic traffic card and a rising keyword-position chart",
  "services/seo-optimization-overview":
    "SEO Optimization overview: Technical audit, Local SEO, Monthly ranking report, with a search results page with the client's hotel ranked first, an organic traffic card and a rising keyword-position chart",
  "services/seo-optimization-features":
    "What's included in SEO Optimization: Keyword research, Technical SEO, On-page content, Local SEO, Link building, Ranking reports",
  "services/seo-optimization-packages":
    "SEO Optimization packages: Basic, Advanced (Most Popular), Elite, each marked Contact for Pricing",
  "services/google-ads-management-hero":
    "Illustration for Google Ads Management: a sponsored search ad, a weekly conversions chart, click, CTR and cost-per-lead cards and a budget split donut",
  "services/google-ads-management-overview":
    "Google Ads Management overview: Search & display, Conversion tracking, Weekly optimisation, with a sponsored search ad, a weekly conversions chart, click, CTR and cost-per-lead cards and a budget split donut",
  "services/google-ads-management-features":
    "What's included in Google Ads Management: Campaign setup, Keyword strategy, Ad copy & creative, Conversion tracking, Weekly optimisation, Clear reporting",
  "services/google-ads-management-packages":
    "Google Ads Management packages: Basic, Standard (Most Popular), Advanced, each marked Contact for Pricing",
  "services/domain-hosting-hero":
    "Illustration for Domain & Hosting: a domain search showing kandycraft.lk available, a server rack, an uptime card and an SSL and backups card",
  "services/domain-hosting-overview":
    "Domain & Hosting overview: .lk and .com domains, Free SSL, 99.9% uptime, with a domain search showing kandycraft.lk available, a server rack, an uptime card and an SSL and backups card",
  "services/domain-hosting-features":
    "What's included in Domain & Hosting: Domain registration, Fast hosting, Free SSL, Daily backups, Business email, Local support",
  "services/domain-hosting-packages":
    "Domain & Hosting packages: Bronze, Silver (Most Popular), Gold, each marked Contact for Pricing",
  "services/photography-hero":
    "Illustration for Photography by Serendib Studio: a camera between two printed landscape photos, with a delivered-photos card and a five-star client rating",
  "services/photography-overview":
    "Photography by Serendib Studio overview: Products, Events, Hotels & food, with a camera between two printed landscape photos, with a delivered-photos card and a five-star client rating",
  "services/photography-features":
    "What's included in Photography by Serendib Studio: Product photography, Events & weddings, Hotels & restaurants, Retouching, Flexible shoots, Fast delivery",
  "services/photography-packages":
    "Photography by Serendib Studio packages: Standard A, Standard C (Most Popular), VIP 2, each marked Contact for Pricing",
} as const satisfies Partial<Record<ImageKey, string>>;
