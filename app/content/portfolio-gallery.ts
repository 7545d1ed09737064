// The Creative Gallery on /portfolio: 34 deliverables for fictional Sri Lankan and Indian clients.
// The artwork for each piece is drawn by scripts/assets (npm run assets) under the key portfolio/<id>.
import { z } from "zod";
import type { ImageKey } from "./generated/image-manifest.ts";

export const portfolioCategories = ["Social Media", "Branding", "Design", "Marketing"] as const;

export const portfolioPieceSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  category: z.enum(portfolioCategories),
  client: z.string().min(1),
  alt: z.string().min(1),
  image: z.strictObject({
    key: z.custom<ImageKey>((v) => typeof v === "string" && v.startsWith("portfolio/"), "expected portfolio/<id>"),
  }),
});

export const portfolioGallerySchema = z.array(portfolioPieceSchema).length(34);

export type PortfolioPiece = z.infer<typeof portfolioPieceSchema>;
export type PortfolioCategory = (typeof portfolioCategories)[number];

type Row = readonly [id: string, title: string, category: PortfolioCategory, client: string, alt: string];

const rows: readonly Row[] = [
  // Social Media
  ["lighthouse-roasters-opening", "Café opening post", "Social Media", "Lighthouse Street Roasters, Galle Fort", "Instagram post in cream and espresso brown: 'Slow mornings inside the Fort' beside a steaming coffee cup, with an 'Opens 7 am' button"],
  ["pedro-ridge-first-flush", "First-flush harvest post", "Social Media", "Pedro Ridge Tea Estate, Nuwara Eliya", "Square post with green tea terraces under a gold sun and the headline 'First flush is here'"],
  ["whitewater-surf-week", "Surf week offer", "Social Media", "Whitewater Surf House, Arugam Bay", "Post with a sunrise over layered blue waves and the headline 'Catch the Point at sunrise', 7 nights with board hire"],
  ["dalada-batik-esala", "New collection launch", "Social Media", "Dalada Batik Studio, Kandy", "Indigo and marigold batik pattern framing the headline 'Hand-waxed. Hand-dyed.' for the Esala collection"],
  ["kadalu-labs-hiring", "Hiring campaign post", "Social Media", "Kadalu Labs, Bengaluru", "Dark post with a laptop showing code and the headline 'We're hiring React engineers', Indiranagar, hybrid"],
  ["kaema-avurudu-boxes", "Avurudu festive post", "Social Media", "Kaema Bakehouse, Colombo 07", "Festive post with a lit clay oil lamp and the headline 'Avurudu kavili boxes are back', order by 10 April"],
  ["blue-horizon-whales", "Whale season post", "Social Media", "Blue Horizon Whale Tours, Mirissa", "Navy post with a whale tail rising from the waves and the headline 'Blue whale season is open'"],
  ["meenakshi-silks-diwali", "Diwali offer post", "Social Media", "Meenakshi Silks, Chennai", "Maroon and gold mandala post announcing the Diwali edit, Kanchipuram silks 20% off until 12 November"],
  ["nine-arches-review", "Guest review card", "Social Media", "Nine Arches Homestay, Ella", "Five-star review card quoting a guest who woke up to the train crossing the Nine Arches bridge"],
  ["malabar-spice-feed", "Instagram feed design", "Social Media", "Malabar Spice Co., Kochi", "Mock-up of an Instagram profile with six designed tiles for a Kochi spice brand"],
  // Branding
  ["kurundu-cinnamon-identity", "Brand identity", "Branding", "Kurundu Cinnamon Co.", "Brand board for a cinnamon exporter: leaf logo, cinnamon and forest colour swatches, type specimen, business card and letterhead"],
  ["lagoon-lotus-spa-identity", "Spa brand board", "Branding", "Lagoon & Lotus Spa, Bentota", "Brand board with a lotus logo in lagoon teal, colour palette, typography, business card and letterhead"],
  ["tuktuk-trails-identity", "Logo and stationery", "Branding", "TukTuk Trails, Colombo", "Brand board for a city tour company with a palm logo, yellow and green palette, business card and letterhead"],
  ["baba-budan-coffee-identity", "Roastery identity", "Branding", "Baba Budan Coffee Roasters, Chikkamagaluru", "Brand board for a coffee roastery with a cup logo, roast-brown palette and stationery"],
  ["nallur-kitchen-identity", "Restaurant identity", "Branding", "Nallur Kitchen, Jaffna", "Brand board for a Jaffna restaurant with a bowl logo, chilli red and turmeric palette and stationery"],
  ["knuckles-yoga-identity", "Retreat brand board", "Branding", "Knuckles Yoga Retreat, Matale", "Brand board for a yoga retreat with misty hill logo, sage and stone palette and stationery"],
  ["paisapath-identity", "Fintech brand system", "Branding", "PaisaPath, Pune", "Brand board for a savings app with a rising bar-chart logo, indigo and mint palette and stationery"],
  ["lion-rock-lodge-identity", "Hotel identity", "Branding", "Lion Rock Lodge, Sigiriya", "Brand board for a jungle lodge with a sunrise-over-hills logo, terracotta palette and stationery"],
  // Design
  ["galle-face-jazz-poster", "Concert poster", "Design", "Galle Face Jazz Nights", "Navy poster with a saffron sun over waves: 'Jazz by the Sea', 14–16 March, Galle Face Green"],
  ["ocean-kitchen-menu", "Restaurant menu", "Design", "Ocean Kitchen, Unawatuna", "Seafood menu in sand and sea blue with starters and mains priced in rupees"],
  ["pedro-ridge-packaging", "Tea packaging", "Design", "Pedro Ridge Tea Estate, Nuwara Eliya", "Tea box packaging in deep green with a gold tea-terrace illustration and 'Single Estate Black Tea, 100 g'"],
  ["kottu-republic-menu", "Street food menu board", "Design", "Kottu Republic, Colombo 03", "Bold black and yellow menu board listing kottu, hoppers and drinks with prices in rupees"],
  ["kandy-perahera-poster", "Cultural walk poster", "Design", "Kandy Arts Council", "Poster with a large gold mandala and the title 'Esala Nights Walk' for a heritage walk in Kandy"],
  ["wild-bee-honey-label", "Honey jar label", "Design", "Wild Bee Honey, Wilpattu", "Honey jar with a green and amber label: 'Wild Forest Honey, 350 g'"],
  ["namma-design-week-poster", "Conference poster", "Design", "Namma Design Week, Bengaluru", "Bold magenta conference poster with overlapping leaves and the title 'Make it Local', 6–8 February"],
  ["vaidya-herbals-packaging", "Ayurveda oil packaging", "Design", "Vaidya Herbals, Thrissur", "Amber bottle with a cream label of neem leaves: 'Kumkumadi Face Oil, 30 ml'"],
  // Marketing
  ["islandhop-coast-banner", "Holiday campaign banner", "Marketing", "IslandHop Holidays", "Web banner with palm trees and sun: 'Seven days, three coasts', tours from LKR 145,000 per person"],
  ["havelock-residences-ads", "Google display ad set", "Marketing", "Havelock Residences, Colombo 05", "Three display ad sizes for an apartment launch with a rising chart: 'Own the view from LKR 48 M'"],
  ["lanka-threads-sale", "Avurudu sale campaign", "Marketing", "Lanka Threads", "Sale banner with a batik pattern and a '40% off' badge: 'Avurudu Sale, new outfits for the new year'"],
  ["vidya-spark-leadgen", "Lead generation campaign", "Marketing", "Vidya Spark, Bengaluru", "Display ad set for an online tutoring start-up with a laptop: 'Book a free demo class'"],
  ["galle-lit-fest-email", "Email newsletter", "Marketing", "Galle Literary Festival", "Email newsletter with a sea illustration announcing the festival line-up and ticket dates"],
  ["coral-bay-divers-banner", "Dive course campaign", "Marketing", "Coral Bay Divers, Trincomalee", "Banner with a whale tail in turquoise water: 'PADI Open Water in four days'"],
  ["good-market-flyer", "Weekend market flyer", "Marketing", "Good Market, Colombo 07", "Green flyer with leaves announcing the Saturday organic market at Racecourse"],
  ["paradise-lane-biryani", "Food delivery campaign", "Marketing", "Paradise Lane Biryani, Hyderabad", "Banner with a biryani bowl and the headline 'Dum biryani at your door in 30 minutes'"],
];

export const portfolioGallery: readonly PortfolioPiece[] = portfolioGallerySchema.parse(
  rows.map(([id, title, category, client, alt]) => ({ id, title, category, client, alt, image: { key: `portfolio/${id}` } })),
);
