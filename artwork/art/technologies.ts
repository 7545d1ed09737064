// The Technology Stack's icons (src/content/technologies/<id>.en.yaml): the simple-icons icon (CC0) whose title is
// the technology's name in its file, in its brand colour, one small SVG each. A technology simple-icons does not
// know gets a monogram tile.
import * as si from "simple-icons";
import { measure, textPath } from "#artwork/lib/font.ts";
import { C } from "#artwork/lib/svg.ts";
import type { Artwork, SiteContent } from "#artwork/lib/types.ts";

interface SimpleIcon {
  readonly title: string;
  readonly hex: string;
  readonly path: string;
}

const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9+#]/g, "");

let byTitle: Map<string, SimpleIcon> | undefined;

/** The simple-icons icon named like the technology ("Node.js", "Tailwind CSS"), if there is one. */
function simpleIconFor(name: string): SimpleIcon | undefined {
  byTitle ??= new Map(
    Object.values(si as unknown as Record<string, SimpleIcon>)
      .filter((icon) => icon && typeof icon.path === "string")
      .map((icon) => [normalise(icon.title), icon]),
  );
  return byTitle.get(normalise(name));
}

/** One icon in its brand colour, as an SVG file the page shows with <img>. */
const iconFile = (icon: SimpleIcon) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#${icon.hex}" d="${icon.path}"/></svg>\n`;

/** A 24-unit tile with the name's initials (up to two), for a technology without a known icon. */
function monogram(name: string): string {
  const words = name.split(/[\s.\-/]+/).filter(Boolean);
  const initials = (words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...name].slice(0, 2))
    .join("")
    .toUpperCase();
  const size = initials.length > 1 ? 10 : 13;
  const x = 12 - measure(initials, { size, weight: 800 }) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="${C.tealDark}"/><path fill="#FFFFFF" d="${textPath(initials, x, 12 + size * 0.36, { size, weight: 800 })}"/></svg>\n`;
}

/** `technologies/<id>`: every technology without an icon file. */
export function technologyArtwork(content: SiteContent): Artwork[] {
  return content.technologies
    .filter((technology) => !technology.data.icon)
    .map(({ id, data: { name } }) => ({
      key: `technologies/${id}`,
      kind: "vector",
      width: 24,
      height: 24,
      svg: () => {
        const icon = simpleIconFor(name);
        return icon ? iconFile(icon) : monogram(name);
      },
    }));
}
