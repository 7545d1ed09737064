// Website Portfolio on /portfolio: four travel and tourism sites. Images: scripts/assets (npm run assets).
import { z } from "zod";
import type { ImageKey } from "./generated/image-manifest.ts";

export const portfolioWebsiteSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().min(1),
  url: z.url({ protocol: /^https$/ }),
  technologies: z.array(z.string().min(1)).min(1),
  category: z.literal("Travel & Tourism"),
  image: z.strictObject({
    key: z.custom<ImageKey>(
      (v) => typeof v === "string" && v.startsWith("websites/"),
      "expected websites/<id>",
    ),
    alt: z.string().min(1),
  }),
});

export const portfolioWebsitesSchema = z.array(portfolioWebsiteSchema).length(4);

export type PortfolioWebsite = z.infer<typeof portfolioWebsiteSchema>;

export const portfolioWebsites: readonly PortfolioWebsite[] = portfolioWebsitesSchema.parse([
  {
    id: "ceylon-trails",
    title: "Ceylon Trails",
    description:
      "Booking site for a Kandy hiking operator: tour search by region and date, trail guides and secure deposits in LKR.",
    url: "https://ceylontrails.lk",
    technologies: ["React", "Next.js", "Tailwind CSS", "Stripe"],
    category: "Travel & Tourism",
    image: {
      key: "websites/ceylon-trails",
      alt: "Ceylon Trails home page in a browser: green tea-country hills, the headline 'Walk the island, one trail at a time', a tour search bar and three tour cards",
    },
  },
  {
    id: "backwater-stays",
    title: "Backwater Stays",
    description:
      "Houseboat and homestay bookings on the Kerala backwaters, with live availability, UPI payments and a WhatsApp concierge.",
    url: "https://backwaterstays.in",
    technologies: ["WordPress", "WooCommerce", "PHP", "Razorpay"],
    category: "Travel & Tourism",
    image: {
      key: "websites/backwater-stays",
      alt: "Backwater Stays home page in a browser: palm trees over calm water, the headline 'Slow days on the Kerala backwaters' and houseboat cards priced in rupees",
    },
  },
  {
    id: "ella-rock-lodge",
    title: "Ella Rock Lodge",
    description:
      "Direct-booking website for a twelve-cabin eco-lodge in Ella, with room pages, a dining menu and a spa booking form.",
    url: "https://ellarocklodge.lk",
    technologies: ["React", "TypeScript", "Tailwind CSS", "Node.js"],
    category: "Travel & Tourism",
    image: {
      key: "websites/ella-rock-lodge",
      alt: "Ella Rock Lodge home page in a browser: warm cream design, misty hills, the headline 'Wake up above the clouds in Ella' and cabin, breakfast and spa cards",
    },
  },
  {
    id: "hill-country-rail",
    title: "Hill Country Rail",
    description:
      "Seat reservations for the Kandy to Ella scenic train: timetable search, observation-car seat maps and e-tickets by email.",
    url: "https://hillcountryrail.lk",
    technologies: ["Next.js", "TypeScript", "Node.js", "Google Analytics"],
    category: "Travel & Tourism",
    image: {
      key: "websites/hill-country-rail",
      alt: "Hill Country Rail home page in a browser: indigo header over blue hills, the headline 'The most beautiful train ride in the world', a Kandy to Ella search form and three train cards",
    },
  },
]);
