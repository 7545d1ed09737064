// Social post layout, 1200 × 1200 (split, full or framed).
import { measure, paragraph, text } from "#artwork/lib/font.ts";
import { type Pal, pill } from "#artwork/lib/motifs.ts";
import { circle, rect, rrect, svg } from "#artwork/lib/svg.ts";
import { type Motif, motif } from "./motif.ts";

const handleRow = (handle: string, x: number, y: number, colour: string, size = 26): string =>
  circle(x + size * 0.6, y - size * 0.35, size * 0.6, colour, { opacity: 0.9 }) +
  text(handle, x + size * 1.6, y, { size, weight: 600, fill: colour });

export interface Social {
  readonly layout: "social";
  readonly pal: Pal;
  readonly motif: Motif;
  readonly kicker: string;
  readonly headline: string;
  readonly sub: string;
  readonly handle: string;
  readonly cta: string;
  readonly variant?: "split" | "full" | "frame";
}

export function social(a: Social): string {
  const W = 1200;
  const H = 1200;
  const p = a.pal;
  const v = a.variant ?? "split";
  const out: string[] = [rect(0, 0, W, H, p.bg)];
  if (v === "split") {
    out.push(rrect(620, 80, 500, 1040, 40, p.soft, { opacity: 0.35 }));
    out.push(motif(a.motif, 640, 300, 460, 560, p, "s"));
    out.push(
      text(a.kicker.toUpperCase(), 90, 200, { size: 30, weight: 700, fill: p.accent, tracking: 0.12 }),
    );
    const hd = paragraph(a.headline, 90, 320, {
      size: 92,
      weight: 800,
      fill: p.fg,
      maxWidth: 520,
      lineHeight: 100,
    });
    out.push(hd.svg);
    out.push(
      paragraph(a.sub, 90, hd.end + 90, {
        size: 34,
        weight: 500,
        fill: p.fg,
        maxWidth: 500,
        lineHeight: 48,
        opacity: 0.85,
      }).svg,
    );
    out.push(pill(a.cta, 90, 930, { size: 32, fill: p.accent, color: p.bg }).svg);
    out.push(handleRow(a.handle, 90, 1110, p.fg));
  } else if (v === "full") {
    out.push(motif(a.motif, 0, 520, W, 680, p, "s"));
    out.push(
      text(a.kicker.toUpperCase(), W / 2, 170, {
        size: 30,
        weight: 700,
        fill: p.accent,
        tracking: 0.14,
        anchor: "middle",
      }),
    );
    const ws = a.headline.split(" ");
    // centre each wrapped line
    const rows: string[] = [];
    let cur = "";
    for (const word of ws) {
      const next = cur ? `${cur} ${word}` : word;
      if (cur && measure(next, { size: 96, weight: 800 }) > 980) {
        rows.push(cur);
        cur = word;
      } else cur = next;
    }
    if (cur) rows.push(cur);
    rows.forEach((r, i) => {
      out.push(text(r, W / 2, 290 + i * 104, { size: 96, weight: 800, fill: p.fg, anchor: "middle" }));
    });
    out.push(
      text(a.sub, W / 2, 290 + rows.length * 104 + 30, {
        size: 34,
        weight: 500,
        fill: p.fg,
        anchor: "middle",
        opacity: 0.85,
      }),
    );
    out.push(rrect(60, 1060, 1080, 90, 45, p.bg, { opacity: 0.92 }));
    out.push(handleRow(a.handle, 100, 1118, p.fg));
    out.push(pill(a.cta, 1110, 1074, { size: 26, fill: p.accent, color: p.bg, anchor: "end" }).svg);
  } else {
    out.push(rrect(60, 60, 1080, 1080, 0, "none", { stroke: p.accent, "stroke-width": 4 }));
    out.push(motif(a.motif, 120, 120, 960, 560, p, "s"));
    out.push(rect(120, 700, 960, 380, p.fg));
    out.push(
      text(a.kicker.toUpperCase(), 170, 780, { size: 28, weight: 700, fill: p.accent, tracking: 0.14 }),
    );
    out.push(
      paragraph(a.headline, 170, 870, { size: 72, weight: 800, fill: p.bg, maxWidth: 880, lineHeight: 80 })
        .svg,
    );
    out.push(text(a.sub, 170, 1040, { size: 30, weight: 500, fill: p.bg, opacity: 0.85 }));
    out.push(text(a.handle, 1040, 1040, { size: 26, weight: 700, fill: p.accent, anchor: "end" }));
  }
  return svg(W, H, out.join(""));
}
