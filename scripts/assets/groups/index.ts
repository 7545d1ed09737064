import type { Group } from "../lib/types.ts";
import { brand } from "./brand.ts";
import { heroes } from "./heroes.ts";
import { partners } from "./partners.ts";
import { people } from "./people.ts";
import { portfolio } from "./portfolio.ts";
import { services } from "./services.ts";
import { technologies } from "./technologies.ts";
import { websites } from "./websites.ts";

export const groups: readonly Group[] = [
  brand,
  people,
  heroes,
  portfolio,
  websites,
  services,
  partners,
  technologies,
];
