import type { Group } from "../lib/types.ts";
import { brand } from "./brand.ts";
import { people } from "./people.ts";

export const groups: readonly Group[] = [brand, people];
