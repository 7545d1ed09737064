// The three pictures of a service's page around its scene: the hero (2:1, the scene on a dark backdrop), the
// overview (4:3, the title and tagline over the scene) and "What's included" (4:3, the features on cards).
import { measure, paragraph, text } from "#artwork/lib/font.ts";
import { DARK, iconTile, LIGHT } from "#artwork/lib/scenes.ts";
import { C, circle, dots, g, rect, rrect, shadow, svg } from "#artwork/lib/svg.ts";
import { iconFor } from "./icon-for.ts";
import type { SceneContext, ServiceArt } from "./service-art.ts";

const DEFS = shadow("sh", 10, 16, 0.22);

export function hero(art: ServiceArt, context: SceneContext): string {
  const w = 1200;
  const h = 600;
  const defs = `${DEFS}${dots("hd", 30, 1.6, "#23476B")}<radialGradient id="hg" cx="0.7" cy="0.2" r="0.8"><stop offset="0" stop-color="#17314D"/><stop offset="1" stop-color="#0B1B2B"/></radialGradient>`;
  const body = [
    rect(0, 0, w, h, "url(#hg)"),
    rect(0, 0, w, h, "url(#hd)", { opacity: 0.6 }),
    circle(1080, 80, 180, C.teal, { opacity: 0.12 }),
    circle(120, 560, 160, C.saffron, { opacity: 0.08 }),
    g(art.scene({ ...DARK, panel: "#14304C", panel2: C.ink2 }, context), { transform: "translate(100 20)" }),
  ];
  return svg(w, h, body.join(""), defs);
}

/** The largest size (at most `max`) at which one line fits `width`. */
function fittedSize(copy: string, width: number, max: number, weight: 700 | 800): number {
  return Math.min(max, Math.floor((max * width) / Math.max(width, measure(copy, { size: max, weight }))));
}

export function overview(art: ServiceArt, context: SceneContext): string {
  const { data } = context.service;
  const w = 1200;
  const h = 900;
  const titleSize = fittedSize(data.title, w - 176 - 60, 38, 800);
  const body = [
    rect(0, 0, w, h, C.grey50),
    circle(1100, 120, 220, C.teal, { opacity: 0.08 }),
    iconTile(80, 60, 72, art.icon, C.tealDark, C.white),
    text(data.title, 176, 112, { size: titleSize, weight: 800, fill: C.ink }),
  ];
  // The tagline in a chip under the title.
  const chipSize = fittedSize(data.tagline, w - 160 - 44, 18, 700);
  const cw = measure(data.tagline, { size: chipSize, weight: 700 }) + 44;
  body.push(
    rrect(80, 170, cw, 40, 20, C.white, { stroke: C.grey100, "stroke-width": 2 }),
    circle(98, 190, 5, C.teal),
    text(data.tagline, 110, 196, { size: chipSize, weight: 700, fill: C.grey700 }),
  );
  body.push(g(art.scene(LIGHT, context), { transform: "translate(24 250) scale(1.15)" }));
  return svg(w, h, body.join(""), DEFS);
}

/** "What's included": the service's features, each on a card with an icon. */
export function features(context: SceneContext, heading: string): string {
  const { data } = context.service;
  const w = 1200;
  const h = 900;
  const body = [rect(0, 0, w, h, C.ink), rect(0, 0, w, h, "url(#fd)", { opacity: 0.5 })];
  body.push(
    text(heading.toUpperCase(), 80, 110, { size: 20, weight: 800, fill: C.tealLight, tracking: 0.2 }),
  );
  body.push(
    text(data.title, 80, 168, { size: fittedSize(data.title, w - 160, 44, 800), weight: 800, fill: C.white }),
  );
  const count = data.features.length;
  const cols = count === 1 ? 1 : count === 2 || count === 4 ? 2 : 3;
  const rows = Math.ceil(count / cols);
  const gap = 26;
  const cardW = (w - 160 - (cols - 1) * gap) / cols;
  const cardH = Math.min(280, (h - 230 - 50 - (rows - 1) * gap) / rows);
  const tile = Math.round(Math.min(72, cardH * 0.26));
  const size = cardH < 200 ? 22 : cardH < 240 ? 26 : 30;
  data.features.forEach((feature, i) => {
    const x = 80 + (i % cols) * (cardW + gap);
    const y = 230 + Math.floor(i / cols) * (cardH + gap);
    body.push(rrect(x, y, cardW, cardH, 24, C.ink3, { stroke: C.ink4, "stroke-width": 2 }));
    body.push(
      iconTile(x + 30, y + 30, tile, iconFor(feature, i), [C.teal, C.saffron, C.emerald][i % 3]!, C.ink),
    );
    body.push(
      paragraph(feature, x + 30, y + 30 + tile + size * 1.9, {
        size,
        weight: 800,
        fill: C.white,
        maxWidth: cardW - 60,
        lineHeight: size * 1.25,
      }).svg,
    );
  });
  return svg(w, h, body.join(""), dots("fd", 32, 1.5, C.ink4));
}
