// Menu layout, 1200 × 1500.
import { measure, text } from "#artwork/lib/font.ts";
import type { Pal } from "#artwork/lib/motifs.ts";
import { g, line, rect, svg } from "#artwork/lib/svg.ts";
import { type Motif, motif } from "./motif.ts";

export interface Menu {
  readonly layout: "menu";
  readonly pal: Pal;
  readonly motif: Motif;
  readonly name: string;
  readonly tagline: string;
  readonly currency: string;
  readonly sections: readonly {
    readonly title: string;
    readonly items: readonly (readonly [string, string, string])[];
  }[];
  readonly footer: string;
}

export function menu(a: Menu): string {
  const W = 1200;
  const H = 1500;
  const p = a.pal;
  const out: string[] = [
    rect(0, 0, W, H, p.bg),
    rect(40, 40, W - 80, H - 80, "none", { stroke: p.accent, "stroke-width": 3 }),
  ];
  out.push(`<clipPath id="mnc"><circle cx="990" cy="210" r="130"/></clipPath>`);
  out.push(
    g(rect(860, 80, 260, 260, p.soft, { opacity: 0.35 }) + motif(a.motif, 860, 80, 260, 260, p, "mn"), {
      "clip-path": "url(#mnc)",
    }),
  );
  out.push(text(a.name, 100, 200, { size: 84, weight: 800, fill: p.fg, tracking: -0.02 }));
  out.push(text(a.tagline, 100, 260, { size: 30, weight: 500, fill: p.accent }));
  let y = 400;
  for (const s of a.sections) {
    out.push(text(s.title.toUpperCase(), 100, y, { size: 30, weight: 800, fill: p.accent, tracking: 0.16 }));
    out.push(
      line(
        100 + measure(s.title.toUpperCase(), { size: 30, weight: 800, tracking: 0.16 }) + 24,
        y - 10,
        1100,
        y - 10,
        p.accent,
        2,
        { opacity: 0.5 },
      ),
    );
    y += 70;
    for (const [name, desc, price] of s.items) {
      out.push(text(name, 100, y, { size: 38, weight: 700, fill: p.fg }));
      out.push(text(`${a.currency} ${price}`, 1100, y, { size: 36, weight: 700, fill: p.fg, anchor: "end" }));
      out.push(text(desc, 100, y + 42, { size: 26, weight: 500, fill: p.fg, opacity: 0.72 }));
      y += 112;
    }
    y += 40;
  }
  out.push(
    text(a.footer, W / 2, H - 90, { size: 24, weight: 600, fill: p.fg, anchor: "middle", opacity: 0.8 }),
  );
  return svg(W, H, out.join(""));
}
