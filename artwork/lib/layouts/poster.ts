// Poster layout, 1200 × 1500.
import { paragraph, text } from "#artwork/lib/font.ts";
import type { Pal } from "#artwork/lib/motifs.ts";
import { dots, line, rect, svg } from "#artwork/lib/svg.ts";
import { type Motif, motif } from "./motif.ts";

export interface Poster {
  readonly layout: "poster";
  readonly pal: Pal;
  readonly motif: Motif;
  readonly kicker: string;
  readonly title: string;
  readonly details: readonly string[];
  readonly footer: string;
  readonly variant?: "top" | "bottom";
}

export function poster(a: Poster): string {
  const W = 1200;
  const H = 1500;
  const p = a.pal;
  const out: string[] = [rect(0, 0, W, H, p.bg)];
  const defs = dots("pd", 36, 3, p.soft);
  if ((a.variant ?? "top") === "top") {
    out.push(rect(0, 0, W, 820, "url(#pd)", { opacity: 0.35 }));
    out.push(motif(a.motif, 120, 80, 960, 700, p, "p"));
    out.push(
      text(a.kicker.toUpperCase(), 100, 910, { size: 34, weight: 700, fill: p.accent, tracking: 0.16 }),
    );
    const t = paragraph(a.title, 100, 1030, {
      size: 112,
      weight: 800,
      fill: p.fg,
      maxWidth: 1000,
      lineHeight: 112,
      tracking: -0.02,
    });
    out.push(t.svg);
    out.push(line(100, t.end + 60, 1100, t.end + 60, p.fg, 3, { opacity: 0.4 }));
    a.details.forEach((d, i) => {
      out.push(
        text(d, 100 + (i % 2) * 520, t.end + 130 + Math.floor(i / 2) * 56, {
          size: 36,
          weight: i % 2 ? 500 : 700,
          fill: p.fg,
        }),
      );
    });
  } else {
    out.push(
      text(a.kicker.toUpperCase(), 100, 160, { size: 34, weight: 700, fill: p.accent, tracking: 0.16 }),
    );
    const t = paragraph(a.title, 100, 290, {
      size: 124,
      weight: 800,
      fill: p.fg,
      maxWidth: 1000,
      lineHeight: 124,
      tracking: -0.02,
    });
    out.push(t.svg);
    a.details.forEach((d, i) => {
      out.push(text(d, 100, t.end + 110 + i * 52, { size: 36, weight: i === 0 ? 700 : 500, fill: p.fg }));
    });
    out.push(rect(0, 820, W, 680, "url(#pd)", { opacity: 0.3 }));
    out.push(motif(a.motif, 100, 820, 1000, 600, p, "p"));
  }
  out.push(rect(0, 1410, W, 90, p.fg));
  out.push(
    text(a.footer, W / 2, 1467, { size: 28, weight: 700, fill: p.bg, anchor: "middle", tracking: 0.06 }),
  );
  return svg(W, H, out.join(""), defs);
}
