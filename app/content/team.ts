// The four team members shown on the About page. Portraits are drawn by scripts/assets (npm run assets).
import { z } from "zod";
import type { ImageKey } from "./generated/image-manifest.ts";

const imageKey = (prefix: string) =>
  z.custom<ImageKey>(
    (v) => typeof v === "string" && v.startsWith(prefix),
    `expected an image key under ${prefix}`,
  );

export const teamMemberSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  role: z.string().min(1),
  bio: z.string().min(1),
  image: z.strictObject({ key: imageKey("team/"), alt: z.string().min(1) }),
});

export const teamMembersSchema = z.array(teamMemberSchema).length(4);

export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamMembers: readonly TeamMember[] = teamMembersSchema.parse([
  {
    id: "nimali-fernando",
    name: "Nimali Fernando",
    role: "Head of Design",
    bio: "Nimali leads our brand and UI work from Colombo. Ten years of identities for hotels, tea houses and start-ups taught her that a good logo survives a rubber stamp and a billboard alike.",
    image: {
      key: "team/nimali-fernando",
      alt: "Illustrated portrait of Nimali Fernando, smiling, with long dark hair and gold earrings, on a saffron background",
    },
  },
  {
    id: "arjun-menon",
    name: "Arjun Menon",
    role: "Lead Developer",
    bio: "Arjun runs engineering from our Bengaluru office. He builds fast React and Shopify sites, keeps Core Web Vitals green and still answers support tickets himself.",
    image: {
      key: "team/arjun-menon",
      alt: "Illustrated portrait of Arjun Menon with glasses and a short beard, wearing a light shirt, on a navy background",
    },
  },
  {
    id: "tharushi-jayasinghe",
    name: "Tharushi Jayasinghe",
    role: "Social Media & Content Lead",
    bio: "Tharushi plans the calendars, writes the captions and directs the shoots. She has grown local cafés, surf camps and boutiques from a few hundred followers to loyal communities.",
    image: {
      key: "team/tharushi-jayasinghe",
      alt: "Illustrated portrait of Tharushi Jayasinghe with wavy dark hair and a saffron top, on a teal background",
    },
  },
  {
    id: "ishan-wickramasinghe",
    name: "Ishan Wickramasinghe",
    role: "SEO & Performance Marketing Manager",
    bio: "Ishan looks after search and paid campaigns. He reports in plain numbers, leads, bookings and cost per enquiry in LKR, so clients always know what their budget returned.",
    image: {
      key: "team/ishan-wickramasinghe",
      alt: "Illustrated portrait of Ishan Wickramasinghe with short dark hair and a navy shirt with a teal collar, on a light grey background",
    },
  },
]);
