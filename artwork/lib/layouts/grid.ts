// Instagram grid mock layout, 1200 × 1200.
import { text } from "#artwork/lib/font.ts";
import type { Pal } from "#artwork/lib/motifs.ts";
import { C, circle, g, line, rect, svg } from "#artwork/lib/svg.ts";
import { type Motif, motif } from "./motif.ts";

export interface Grid {
  readonly layout: "grid";
  readonly pal: Pal;
  readonly brand: string;
  readonly handle: string;
  readonly bio: string;
  readonly tiles: readonly { readonly word: string; readonly motif: Motif }[];
  /** What the feed shows and who designed it, under the grid. */
  readonly caption: string;
  readonly credit: string;
}

export function grid(a: Grid): string {
  const W = 1200;
  const H = 1200;
  const p = a.pal;
  const out: string[] = [rect(0, 0, W, H, C.grey50)];
  out.push(
    circle(150, 140, 70, p.accent),
    text(a.brand.slice(0, 1), 150, 166, { size: 72, weight: 800, fill: p.bg, anchor: "middle" }),
  );
  out.push(text(a.handle, 250, 120, { size: 36, weight: 800, fill: C.ink }));
  out.push(text(a.bio, 250, 170, { size: 26, weight: 500, fill: C.grey500 }));
  const stats: [string, string][] = [
    ["1,284", "posts"],
    ["48.2k", "followers"],
    ["312", "following"],
  ];
  stats.forEach(([v, l], i) => {
    out.push(text(v, 820 + i * 140, 120, { size: 32, weight: 800, fill: C.ink, anchor: "middle" }));
    out.push(text(l, 820 + i * 140, 160, { size: 22, weight: 500, fill: C.grey500, anchor: "middle" }));
  });
  const cell = 360;
  const gap = 12;
  const ox = (W - (cell * 3 + gap * 2)) / 2;
  const oy = 240;
  const tints: Pal[] = [
    p,
    { ...p, bg: p.fg, fg: p.bg, soft: p.accent, accent: p.soft },
    { ...p, bg: p.soft, fg: p.ink, soft: p.bg },
  ];
  a.tiles.slice(0, 6).forEach((t, i) => {
    const x = ox + (i % 3) * (cell + gap);
    const y = oy + Math.floor(i / 3) * (cell + gap);
    const tp = tints[i % 3]!;
    out.push(`<clipPath id="gc${i}"><rect x="${x}" y="${y}" width="${cell}" height="${cell}"/></clipPath>`);
    out.push(
      g(rect(x, y, cell, cell, tp.bg) + motif(t.motif, x + 30, y + 120, cell - 60, cell - 130, tp, `g${i}`), {
        "clip-path": `url(#gc${i})`,
      }),
    );
    out.push(text(t.word, x + 30, y + 80, { size: 40, weight: 800, fill: tp.fg }));
  });
  out.push(rect(0, 1000, W, 200, C.white));
  out.push(line(0, 1000, W, 1000, C.grey100, 3));
  out.push(
    text(a.caption, 80, 1090, {
      size: 30,
      weight: 600,
      fill: C.ink,
    }),
  );
  out.push(text(a.credit, 80, 1140, { size: 24, weight: 500, fill: C.grey500 }));
  return svg(W, H, out.join(""));
}
