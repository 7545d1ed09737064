/**
 * The site's generated artwork: one drawing for every image slot whose content entry has no photo, read from
 * the content (readSiteContent). Same content ⇒ byte-identical SVG: no dates, no randomness but seeded picks,
 * text outlined from the npm font packages.
 */
import { heroArtwork } from "./art/heroes/hero-artwork.ts";
import { partnerArtwork } from "./art/partners.ts";
import { peopleArtwork } from "./art/people.ts";
import { portfolioArtwork } from "./art/portfolio/portfolio-artwork.ts";
import { serviceArtwork } from "./art/services/service-artwork.ts";
import { technologyArtwork } from "./art/technologies.ts";
import { websiteArtwork } from "./art/websites.ts";
import type { Artwork, SiteContent } from "./lib/types.ts";

export type { Artwork, SiteContent };

export function artworkOf(content: SiteContent): Artwork[] {
  const all = [
    heroArtwork,
    peopleArtwork,
    portfolioArtwork,
    websiteArtwork,
    serviceArtwork,
    partnerArtwork,
    technologyArtwork,
  ].flatMap((group) => group(content));
  const keys = new Set<string>();
  for (const { key } of all) {
    if (keys.has(key)) throw new Error(`two drawings for the artwork key ${key}`);
    keys.add(key);
  }
  return all;
}

/** The file a key is written to, under src/assets/generated/. */
export const fileOf = ({ key, kind }: Pick<Artwork, "key" | "kind">) =>
  `${key}.${kind === "raster" ? "png" : "svg"}`;
