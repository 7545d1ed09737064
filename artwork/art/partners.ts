// Partner wordmarks (src/content/partners/<id>.en.yaml): a small mark plus the partner's name from its file, one
// grey, 56 px tall, fitted to a similar optical width. Art direction by id: the mark and the weight; a partner
// without it gets its initial in a ring.
import { measure, textPath, type Weight } from "#artwork/lib/font.ts";
import { C, svg } from "#artwork/lib/svg.ts";
import type { Artwork, SiteContent } from "#artwork/lib/types.ts";

const GREY = C.grey500;
const H = 56;
const TARGET = 200;

/** Marks drawn in a 40×40 box. */
const MARKS: Record<string, string> = {
  "pedro-ridge": `<path d="M20 4 C 34 12, 34 30, 20 38 C 6 30, 6 12, 20 4 Z" fill="${GREY}"/><path d="M20 10 L 20 34" stroke="#FFFFFF" stroke-width="2.5"/>`,
  "kadalu-labs": `<path d="M14 8 L 4 20 L 14 32 M26 8 L 36 20 L 26 32" fill="none" stroke="${GREY}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
  islandhop: `<circle cx="20" cy="15" r="9" fill="${GREY}"/><path d="M3 28 q 8.5 -7 17 0 t 17 0 M3 36 q 8.5 -7 17 0 t 17 0" fill="none" stroke="${GREY}" stroke-width="4" stroke-linecap="round"/>`,
  "lanka-threads": `<circle cx="20" cy="20" r="16" fill="none" stroke="${GREY}" stroke-width="5"/><path d="M8 28 L 32 12" stroke="${GREY}" stroke-width="5" stroke-linecap="round"/>`,
  "lagoon-lotus": `<path d="M20 6 C 28 14, 28 26, 20 34 C 12 26, 12 14, 20 6 Z M6 18 C 14 18, 20 26, 20 34 C 12 32, 6 26, 6 18 Z M34 18 C 26 18, 20 26, 20 34 C 28 32, 34 26, 34 18 Z" fill="${GREY}"/>`,
  paisapath: `<rect x="4" y="22" width="8" height="14" rx="2" fill="${GREY}"/><rect x="16" y="14" width="8" height="22" rx="2" fill="${GREY}"/><rect x="28" y="4" width="8" height="32" rx="2" fill="${GREY}"/>`,
  "ocean-kitchen": `<path d="M4 20 C 12 8, 28 8, 34 20 C 28 32, 12 32, 4 20 Z M34 20 L 40 12 L 40 28 Z" fill="${GREY}"/><circle cx="12" cy="18" r="2.5" fill="#FFFFFF"/>`,
};

const WEIGHTS: Record<string, Weight> = {
  "pedro-ridge": 700,
  "kadalu-labs": 800,
  islandhop: 800,
  "lanka-threads": 600,
  "lagoon-lotus": 500,
  paisapath: 800,
  "ocean-kitchen": 700,
};

/** The default mark: the name's initial in a ring. */
function initialMark(name: string): string {
  const initial = [...name.trim()][0]?.toUpperCase() ?? "";
  const size = 22;
  const x = 20 - measure(initial, { size, weight: 800 }) / 2;
  return `<circle cx="20" cy="20" r="17" fill="none" stroke="${GREY}" stroke-width="4"/><path d="${textPath(initial, x, 20 + size * 0.36, { size, weight: 800 })}" fill="${GREY}"/>`;
}

/** The name's weight and size, and the wordmark's width. */
function metrics(id: string, name: string): { weight: Weight; size: number; w: number } {
  const weight = WEIGHTS[id] ?? 700;
  const base = measure(name, { size: 1, weight });
  const size = Math.max(19, Math.min(26, (TARGET - 52) / base));
  return { weight, size, w: Math.ceil(52 + measure(name, { size, weight }) + 2) };
}

function wordmark(id: string, name: string): string {
  const { weight, size, w } = metrics(id, name);
  const body = `<g transform="translate(0 8)">${MARKS[id] ?? initialMark(name)}</g><path d="${textPath(name, 52, H / 2 + size * 0.36, { size, weight })}" fill="${GREY}"/>`;
  return svg(w, H, body);
}

/** `partners/<id>`: every partner without a logo file. */
export function partnerArtwork(content: SiteContent): Artwork[] {
  return content.partners
    .filter((partner) => !partner.data.logo)
    .map(({ id, data: { name } }) => ({
      key: `partners/${id}`,
      kind: "vector",
      width: metrics(id, name).w,
      height: H,
      svg: () => wordmark(id, name),
    }));
}
