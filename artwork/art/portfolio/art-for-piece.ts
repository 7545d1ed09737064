// How a portfolio piece is drawn: its art direction with the names filled in, or, for a piece without it, a
// layout chosen by its category and drawn from its own content (client, title, category).
import type { Art } from "#artwork/lib/layouts/draw.ts";
import type { Motif } from "#artwork/lib/layouts/motif.ts";
import { nameOnly, pick, type SiteContent } from "#artwork/lib/types.ts";
import { portfolioArt } from "./art-direction.ts";
import { P, swatches } from "./palettes.ts";

type Piece = SiteContent["portfolioPieces"][number];

/** Fills `{client}` and `{siteName}` in every text of the art direction. */
function filled<T>(value: T, words: { client: string; siteName: string }): T {
  if (typeof value === "string")
    return value.replaceAll("{client}", words.client).replaceAll("{siteName}", words.siteName) as T;
  if (Array.isArray(value)) return value.map((item) => filled(item, words)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, filled(v, words)])) as T;
  return value;
}

const MOTIFS: readonly Motif[] = [
  "cup",
  "hills",
  "waves",
  "batik",
  "mandala",
  "palm",
  "lotus",
  "leaf",
  "bowl",
];
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "");

/** A piece without art direction, drawn from its content in a layout that suits its category. */
function defaultArt({ id, data }: Piece): Art {
  const pal = pick(id, Object.values(P));
  const motif = pick(id, MOTIFS, "motif");
  const client = nameOnly(data.client);
  const place = data.client.includes(",") ? data.client.slice(data.client.indexOf(",") + 1).trim() : "";
  const category = data.category;
  if (/social/i.test(category))
    return {
      layout: "social",
      pal,
      motif,
      kicker: place || category,
      headline: client,
      sub: data.title,
      handle: `@${slug(client)}`,
      cta: category,
    };
  if (/brand/i.test(category))
    return {
      layout: "board",
      pal,
      motif,
      name: client,
      tagline: place || data.title,
      swatches: swatches(pal, ["Primary", "Accent", "Soft", "Light"]),
      contact: place ? `${slug(client)}.com · ${place}` : `${slug(client)}.com`,
    };
  if (/market|campaign|ads/i.test(category))
    return {
      layout: "banner",
      pal,
      motif,
      kicker: category,
      headline: data.title,
      sub: data.client,
      cta: client,
      brand: client,
    };
  return {
    layout: "poster",
    pal,
    motif,
    kicker: client,
    title: data.title,
    details: [category, place].filter(Boolean),
    footer: `${slug(client)}.com`.toUpperCase(),
  };
}

/** How a piece is drawn: its art direction with the names filled in, or the default from its content. */
export function portfolioArtFor(piece: Piece, siteName: string): Art {
  const direction = portfolioArt[piece.id];
  return direction ? filled(direction, { client: nameOnly(piece.data.client), siteName }) : defaultArt(piece);
}
