import type { Group } from "../lib/types.ts";
import { brand } from "./brand.ts";
import { people } from "./people.ts";
import { portfolio } from "./portfolio.ts";
import { services } from "./services.ts";

export const groups: readonly Group[] = [brand, people, portfolio, services];
