// Review / quote card layout, 1200 × 1200.
import { paragraph, text } from "#artwork/lib/font.ts";
import { type Pal, stars } from "#artwork/lib/motifs.ts";
import { rect, rrect, svg } from "#artwork/lib/svg.ts";
import { type Motif, motif } from "./motif.ts";

export interface Quote {
  readonly layout: "quote";
  readonly pal: Pal;
  readonly motif: Motif;
  readonly quote: string;
  readonly author: string;
  readonly handle: string;
  readonly brand: string;
}

export function quote(a: Quote): string {
  const W = 1200;
  const H = 1200;
  const p = a.pal;
  const out = [
    rect(0, 0, W, H, p.bg),
    motif(a.motif, 0, 760, W, 440, p, "q"),
    text("“", 100, 330, { size: 300, weight: 800, fill: p.accent }),
    stars(110, 390, 44, p.accent),
    paragraph(a.quote, 100, 520, { size: 62, weight: 700, fill: p.fg, maxWidth: 1000, lineHeight: 78 }).svg,
    text(`— ${a.author}`, 100, 760, { size: 32, weight: 600, fill: p.fg, opacity: 0.85 }),
    rrect(60, 1070, 1080, 80, 40, p.bg, { opacity: 0.9 }),
    text(a.brand, 100, 1122, { size: 30, weight: 800, fill: p.fg }),
    text(a.handle, 1100, 1122, { size: 26, weight: 600, fill: p.accent, anchor: "end" }),
  ];
  return svg(W, H, out.join(""));
}
