import { PRICE_TEXT, type ServiceDetailCopy, type ServiceEntry } from "./service-catalogue.schema.ts";

const price = PRICE_TEXT;

/** The four images of a service page, named after its id (drawn by the imagery pipeline). */
function serviceImages(id: string, subject: string) {
  return {
    heroImage: { key: `services/${id}-hero`, alt: `${subject}: hero illustration` },
    overviewImage: { key: `services/${id}-overview`, alt: `${subject}: what the work looks like` },
    featuresImage: { key: `services/${id}-features`, alt: `${subject}: what is included` },
    packagesImage: { key: `services/${id}-packages`, alt: "" },
  };
}

/** Everything the three registration packages include (spec §9). */
const registrationBasics = [
  "Company name reservation",
  "Forms 01, 18 and 19 prepared and filed",
  "Articles of association",
  "Certificate of incorporation",
  "TIN registration on request",
  "Bank account opening resolution",
  "Bookkeeping advice for your first year",
  "Certified copies of your company documents",
];

/**
 * The built-in service catalogue behind /services/{serviceId}. Ids are part of the URLs.
 * Every package price reads "Contact for Pricing".
 */
export const serviceCatalogue = [
  {
    id: "web-design-development",
    title: "Web Design & Development",
    tagline: "Fast, beautiful websites that turn visitors into enquiries.",
    description:
      "Custom websites designed and built in Colombo and Bengaluru: fast, mobile-first and easy to update. Compare our web packages and contact us for pricing.",
    overview: [
      "Your website is often the first conversation a customer has with you. We design it around what they need to find, then build it to load in a blink on a phone with a patchy 4G signal.",
      "Every site is hand-built, search-friendly from day one and handed over with a simple editor, so your team can change a price or add a photo without calling us.",
    ],
    features: [
      "Mobile-first, responsive design",
      "Page speed tuned for Core Web Vitals",
      "Search-friendly structure and metadata",
      "Easy content editing for your team",
      "WhatsApp, call and enquiry buttons that convert",
      "Secure hosting setup and SSL",
    ],
    ...serviceImages("web-design-development", "Web Design & Development"),
    packages: [
      {
        name: "Starter",
        price,
        features: [
          "Up to 5 pages",
          "Mobile-responsive design",
          "Contact form and WhatsApp button",
          "Basic on-page SEO",
          "1 month of maintenance",
        ],
      },
      {
        name: "Business",
        price,
        features: [
          "Up to 10 pages",
          "Custom design to your brand",
          "Blog or news section",
          "Google Analytics and Search Console setup",
          "2 months of maintenance",
        ],
      },
      {
        name: "Premium",
        price,
        features: [
          "20+ pages",
          "Bespoke design and animations",
          "Multilingual content (English, Sinhala, Tamil)",
          "Advanced SEO and speed optimisation",
          "6 months of maintenance",
        ],
      },
    ],
  },
  {
    id: "graphic-design-branding",
    title: "Graphic Design & Branding",
    tagline: "Logos, identities and print that people remember.",
    description:
      "Logo design, brand identity, packaging and print from Serendib Digital. Compare our branding packages, from two logo concepts to a full brand suite.",
    overview: [
      "A strong brand makes a small business look established and a big one look approachable. We start with your customers and your story, then design a mark that works on a shop sign, a rubber stamp and an Instagram avatar.",
      "You get the logo files, colours and type in every format your printer and your web developer will ask for.",
    ],
    features: [
      "Logo design and variations",
      "Colour palette and typography",
      "Business cards and stationery",
      "Social media templates",
      "Packaging and label design",
      "Print-ready and web-ready files",
    ],
    ...serviceImages("graphic-design-branding", "Graphic Design & Branding"),
    packages: [
      {
        name: "Essential",
        price,
        features: [
          "2 logo concepts",
          "2 rounds of revisions",
          "Colour palette",
          "High-resolution PNG and vector files",
        ],
      },
      {
        name: "Professional",
        price,
        features: [
          "4 logo concepts",
          "Unlimited revisions on the chosen concept",
          "Business card and letterhead design",
          "Social media profile kit",
          "Mini brand guide",
        ],
      },
      {
        name: "Premium",
        price,
        features: [
          "Premium logo suite: 6 concepts by a senior designer",
          "Full brand guidelines",
          "Stationery, packaging and signage mock-ups",
          "Social media templates",
          "All source files",
        ],
      },
    ],
  },
  {
    id: "social-media-marketing",
    title: "Social Media Marketing",
    tagline: "Content calendars, reels and campaigns that grow real followers.",
    description:
      "Social media management for Facebook, Instagram and TikTok: monthly posts, reels and campaigns for Sri Lankan and Indian brands. Contact us for pricing.",
    overview: [
      "Posting every day is easy. Posting things people stop scrolling for is the hard part. We plan a monthly calendar around your offers, seasons and festivals, then design, write and schedule every post.",
      "Each month you get a short report in plain numbers: reach, messages and the posts that brought in customers.",
    ],
    features: [
      "Monthly content calendar",
      "Designed posts and captions",
      "Short-form reels",
      "Community management",
      "Paid boost planning",
      "Monthly performance report",
    ],
    ...serviceImages("social-media-marketing", "Social Media Marketing"),
    packages: [
      {
        name: "Starter",
        price,
        features: [
          "12 posts per month",
          "No reels (static posts only)",
          "2 platforms",
          "Captions and hashtags",
          "Monthly report",
        ],
      },
      {
        name: "Growth",
        price,
        features: [
          "20 posts per month",
          "4 reels per month",
          "3 platforms",
          "Community management",
          "Monthly report and review call",
        ],
      },
      {
        name: "Pro",
        price,
        features: [
          "30+ posts per month",
          "8 reels per month",
          "All major platforms",
          "Paid campaign management",
          "Weekly reporting",
        ],
      },
    ],
  },
  {
    id: "seo-optimization",
    title: "SEO Optimization",
    tagline: "Be found on Google by the customers already searching for you.",
    description:
      "Search engine optimisation for Sri Lankan and Indian businesses: audits, local SEO, content and links. Compare Basic, Advanced and Elite SEO packages.",
    overview: [
      "People in Colombo and Bengaluru search for what you sell every day. SEO makes sure they find you, not the business down the road.",
      "We fix the technical basics, write pages that answer real questions and build your local presence on maps, then report on the enquiries it brings.",
    ],
    features: [
      "Technical SEO audit",
      "Keyword research",
      "On-page optimisation",
      "Local SEO and Google Business Profile",
      "Content planning",
      "Monthly ranking reports",
    ],
    ...serviceImages("seo-optimization", "SEO Optimization"),
    packages: [
      {
        name: "Basic",
        price,
        features: [
          "Website SEO audit",
          "10 target keywords",
          "On-page optimisation of 5 pages",
          "Google Business Profile setup",
          "Monthly ranking report",
        ],
      },
      {
        name: "Advanced",
        price,
        features: [
          "25 target keywords",
          "On-page optimisation of 15 pages",
          "2 blog articles per month",
          "Local citations and link building",
          "Monthly report and strategy call",
        ],
      },
      {
        name: "Elite",
        price,
        features: [
          "50+ target keywords",
          "Full-site technical SEO",
          "4 blog articles per month",
          "Competitor analysis",
          "Dedicated SEO manager",
        ],
      },
    ],
  },
  {
    id: "e-commerce",
    title: "E-Commerce Solutions",
    tagline: "Online stores that take payments in LKR, INR and dollars.",
    description:
      "Online stores built for Sri Lanka and India: local payment gateways, delivery options and easy product management. Compare our e-commerce packages.",
    overview: [
      "We build online stores that are simple to shop on a phone and simple to run from your desk. Local card payments, cash on delivery and courier integration come built in.",
      "You manage products, stock and orders yourself; we stay on call for support while your store finds its feet.",
    ],
    features: [
      "Local payment gateways and cash on delivery",
      "Product, stock and order management",
      "Mobile-first shopping experience",
      "Courier and delivery options",
      "Discount codes and promotions",
      "Sales reports",
    ],
    ...serviceImages("e-commerce", "E-Commerce Solutions"),
    packages: [
      {
        name: "Starter",
        price,
        features: [
          "Up to 50 products",
          "Payment gateway integration",
          "Mobile-responsive store",
          "Order notifications",
          "1 month of support",
        ],
      },
      {
        name: "Professional",
        price,
        features: [
          "Up to 500 products",
          "Multiple payment methods",
          "Inventory management",
          "Discount codes and promotions",
          "3 months of support",
        ],
      },
      {
        name: "Enterprise",
        price,
        features: [
          "Unlimited products",
          "Custom features and integrations",
          "Multi-currency checkout",
          "Advanced analytics",
          "6 months of support",
        ],
      },
    ],
  },
  {
    id: "google-ads-management",
    title: "Google Ads Management",
    tagline: "Search and display campaigns measured in enquiries, not clicks.",
    description:
      "Google Ads campaigns planned, built and managed for measurable enquiries: search, display and remarketing. Compare Basic, Standard and Advanced packages.",
    overview: [
      "Google Ads can fill your inbox next week, or quietly spend your budget on the wrong searches. We set up campaigns around the keywords that bring buyers, and track every call and form.",
      "You see what each enquiry cost in LKR or INR, and we keep tuning bids and ads to bring that number down.",
    ],
    features: [
      "Campaign strategy and setup",
      "Keyword and audience research",
      "Ad copy and creative",
      "Conversion tracking",
      "Bid and budget management",
      "Clear monthly reporting",
    ],
    ...serviceImages("google-ads-management", "Google Ads Management"),
    packages: [
      {
        name: "Basic",
        price,
        features: [
          "1 search campaign",
          "Keyword research",
          "Ad copywriting",
          "Conversion tracking setup",
          "Monthly report",
        ],
      },
      {
        name: "Standard",
        price,
        features: [
          "Up to 3 campaigns",
          "Search and display ads",
          "A/B testing of ads",
          "Bi-weekly optimisation",
          "Monthly report and call",
        ],
      },
      {
        name: "Advanced",
        price,
        features: [
          "Unlimited campaigns",
          "Search, display, YouTube and remarketing",
          "Landing page recommendations",
          "Weekly optimisation",
          "Dedicated account manager",
        ],
      },
    ],
  },
  {
    id: "domain-hosting",
    title: "Domain & Hosting",
    tagline: ".lk and global domains, fast hosting and business email, looked after.",
    description:
      "Register .lk and global domains, fast SSD hosting with SSL and business email, managed for you. Compare Bronze, Silver and Gold hosting packages.",
    overview: [
      "A website is only as good as the server it runs on. We register your domain, host your site on fast SSD servers and set up business email, then look after renewals so nothing lapses.",
      "Backups, security updates and SSL are part of every plan, and a real person answers when something needs fixing.",
    ],
    features: [
      ".lk, .com and other domain registration",
      "Fast SSD hosting",
      "Free SSL certificate",
      "Business email accounts",
      "Daily backups",
      "Renewal reminders and support",
    ],
    ...serviceImages("domain-hosting", "Domain & Hosting"),
    packages: [
      {
        name: "Bronze",
        price,
        features: [
          "1 domain",
          "5 GB SSD storage",
          "5 email accounts",
          "Free SSL certificate",
          "Weekly backups",
        ],
      },
      {
        name: "Silver",
        price,
        features: [
          "1 domain and 2 sub-domains",
          "20 GB SSD storage",
          "15 email accounts",
          "Free SSL certificate",
          "Daily backups",
        ],
      },
      {
        name: "Gold",
        price,
        features: [
          "3 domains",
          "50 GB SSD storage",
          "Unlimited email accounts",
          "Free SSL and CDN",
          "Daily backups and priority support",
        ],
      },
    ],
  },
  {
    id: "photography",
    title: "Photography",
    tagline: "Product, food and event photography by Serendib Studio.",
    description:
      "Product, food, fashion and event photography by Serendib Studio in Colombo. Edited, web-ready images for your store and socials. Contact us for pricing.",
    overview: [
      "Good photos sell. Serendib Studio shoots products, menus, spaces and events, in our Colombo studio or on location.",
      "Every image is colour-corrected and delivered in the sizes your website, marketplace listings and social feeds need.",
    ],
    features: [
      "Product and e-commerce photography",
      "Food and restaurant shoots",
      "Corporate headshots",
      "Event coverage",
      "Professional editing and retouching",
      "Web and print-ready delivery",
    ],
    ...serviceImages("photography", "Photography"),
    packages: [
      {
        name: "Standard A",
        price,
        features: [
          "2-hour studio session",
          "Up to 15 products",
          "20 edited images",
          "White-background e-commerce shots",
        ],
      },
      {
        name: "Standard C",
        price,
        features: [
          "Half-day session, studio or on location",
          "Up to 40 products",
          "50 edited images",
          "Lifestyle and styled shots",
        ],
      },
      {
        name: "VIP 2",
        price,
        features: [
          "Full-day session with two photographers",
          "Unlimited products",
          "100+ edited images",
          "Styling, props and models arranged",
          "Short behind-the-scenes reel",
        ],
      },
    ],
  },
  {
    id: "private-limited-business-registration",
    title: "Private Limited Business Registration",
    tagline: "Register your Sri Lankan private limited company, start to finish.",
    description:
      "Register a private limited company in Sri Lanka without the paperwork headache: name reservation, forms, incorporation and TIN. Compare Basic, Gold, Advance.",
    overview: [
      "Registering a company with the Registrar of Companies means forms, name searches and certified copies. We handle every step, explain what each document is for, and hand you a company that is ready to open a bank account.",
      "Add a logo, seals and stationery, and you can start trading the week you incorporate.",
    ],
    features: [
      "Name search and reservation",
      "Forms 01, 18 and 19",
      "Articles of association",
      "Certificate of incorporation",
      "TIN registration on request",
      "Bank account resolution",
    ],
    ...serviceImages("private-limited-business-registration", "Private Limited Business Registration"),
    packagesNote: "Each additional director: Rs.3,000.00.",
    packages: [
      {
        name: "Basic",
        price,
        features: [...registrationBasics],
      },
      {
        name: "Gold",
        price,
        features: [
          ...registrationBasics,
          "3 pre-inked company seals",
          "Invoice templates",
          "Company logo design",
          "Business card design",
          "Letterhead design",
        ],
      },
      {
        name: "Advance",
        price,
        features: [...registrationBasics, "3 pre-inked company seals", "Invoice templates"],
      },
    ],
  },
] as const satisfies readonly ServiceEntry[];

export type ServiceId = (typeof serviceCatalogue)[number]["id"];

/** The catalogue entry of an id, or undefined for an unknown or missing id. */
export function findService(id: string | undefined): ServiceEntry | undefined {
  return (serviceCatalogue as readonly ServiceEntry[]).find((service) => service.id === id);
}

export const serviceDetailCopy = {
  heroEyebrow: "Our services",
  heroCta: "Get Free Quote",
  heroPackagesLink: "See packages",
  overviewTitle: "Overview",
  featuresTitle: "What's included",
  packagesEyebrow: "Packages",
  packagesTitle: "Choose your package",
  packagesIntro:
    "Every package can be tailored. Tell us what you need and we will send a quote within 24 hours.",
  mostPopular: "Most Popular",
  inquireLabel: "Inquire Now",
  enquiryIntro: "Hello Serendib Digital! I'm interested in the {package} package for {service}.",
  closingTitle: "Not sure which package fits?",
  closingText:
    "Tell us about your business and we will recommend the right starting point, no strings attached.",
  closingPrimary: "Get Free Quote",
  closingSecondary: "Contact Us",
} as const satisfies ServiceDetailCopy;

/** The prefilled enquiry of one package: names the package and the service. */
export function packageEnquiryIntro(packageName: string, serviceTitle: string): string {
  return serviceDetailCopy.enquiryIntro.replace("{package}", packageName).replace("{service}", serviceTitle);
}
