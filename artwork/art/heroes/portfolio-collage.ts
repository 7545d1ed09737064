// The portfolio page's hero: a collage of the drawn pieces, with how many pieces and categories there are.

import { portfolioArtFor } from "#artwork/art/portfolio/art-for-piece.ts";
import { text } from "#artwork/lib/font.ts";
import { draw } from "#artwork/lib/layouts/draw.ts";
import { card, nest } from "#artwork/lib/scenes.ts";
import { C, circle, g, rrect, svg } from "#artwork/lib/svg.ts";
import type { SiteContent } from "#artwork/lib/types.ts";
import { bg, DEFS, T } from "./backdrop.ts";

/** The pieces the portfolio collage shows first, with where each sits (x, y, w, h, rotation). */
const COLLAGE: readonly (readonly [string, number, number, number, number, number])[] = [
  ["galle-face-jazz-poster", 60, 180, 300, 375, -10],
  ["kurundu-cinnamon-identity", 300, 520, 440, 330, -4],
  ["whitewater-surf-week", 430, 110, 360, 360, 3],
  ["pedro-ridge-packaging", 780, 430, 320, 320, 8],
  ["lighthouse-roasters-opening", 820, 80, 300, 300, 10],
];

export function portfolioHero(content: SiteContent): string {
  const all = content.portfolioPieces;
  // Drawn pieces only (a piece with a photo shows the photo in the gallery): the collage's own choice while
  // those pieces exist, then the others in gallery order.
  const drawn = all.filter((piece) => !piece.data.image.photo);
  const chosen = COLLAGE.map(([id]) => drawn.find((piece) => piece.id === id));
  const others = drawn.filter((piece) => !chosen.includes(piece));
  const W = 1200;
  const H = 900;
  const o: string[] = [bg(W, H), circle(600, 450, 380, C.teal, { opacity: 0.1 })];
  COLLAGE.forEach(([, x, y, w, h, rot], i) => {
    const piece = chosen[i] ?? others.shift();
    if (!piece) return;
    const art = portfolioArtFor(piece, content.identity[0]!.data.name);
    o.push(
      g(rrect(x - 6, y - 6, w + 12, h + 12, 14, C.white) + nest(draw(art), x, y, w, h, `p${i}`), {
        transform: `rotate(${rot} ${x + w / 2} ${y + h / 2})`,
        filter: "url(#sh)",
      }),
    );
  });
  const categories = new Set(all.map((piece) => piece.data.category)).size;
  o.push(
    card(60, 640, 220, 120, T),
    text(`${all.length} pieces`, 84, 690, { size: 28, weight: 800, fill: C.white }),
    text(`${categories} categories`, 84, 724, { size: 16, weight: 500, fill: "#9FB3C8" }),
  );
  return svg(W, H, o.join(""), DEFS);
}
