import type { Testimonial } from "./testimonials.schema.ts";

/** The three client testimonials on the home page, each rated 5. */
export const testimonials = [
  {
    name: "Dilini Rajapaksa",
    company: "Ceylon Leaf Tea Co., Kandy",
    content:
      "Our new website and online shop paid for themselves in the first season. Orders from Europe now come straight to us instead of through an agent.",
    rating: 5,
  },
  {
    name: "Rahul Sharma",
    company: "BrewBox Cafés, Bengaluru",
    content:
      "They rebuilt our brand and run our Instagram. Weekend footfall is up, and the reels actually sound like us. Quick replies on WhatsApp, every time.",
    rating: 5,
  },
  {
    name: "Shehan Fonseka",
    company: "Fonseka Engineering (Pvt) Ltd, Colombo",
    content:
      "They registered our company, designed the logo and seals and had our website live within a month. One team for everything saved us weeks.",
    rating: 5,
  },
] as const satisfies readonly Testimonial[];
