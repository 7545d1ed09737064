// Email newsletter layout, 1200 × 1500.
import { paragraph, text } from "#artwork/lib/font.ts";
import { type Pal, pill } from "#artwork/lib/motifs.ts";
import { C, g, rect, rrect, svg } from "#artwork/lib/svg.ts";
import { type Motif, motif } from "./motif.ts";

export interface Email {
  readonly layout: "email";
  readonly pal: Pal;
  readonly motif: Motif;
  readonly brand: string;
  readonly subject: string;
  readonly headline: string;
  readonly body: string;
  readonly cta: string;
  readonly items: readonly (readonly [string, string])[];
}

export function email(a: Email): string {
  const W = 1200;
  const H = 1500;
  const p = a.pal;
  const out: string[] = [rect(0, 0, W, H, C.grey100)];
  out.push(rrect(150, 40, 900, 90, 16, C.white));
  out.push(text(`Subject: ${a.subject}`, 190, 96, { size: 26, weight: 600, fill: C.grey700 }));
  out.push(rrect(150, 160, 900, 1300, 16, C.white));
  out.push(`<clipPath id="em"><rect x="150" y="160" width="900" height="520" rx="16"/></clipPath>`);
  out.push(
    g(rect(150, 160, 900, 520, p.bg) + motif(a.motif, 150, 260, 900, 420, p, "em"), {
      "clip-path": "url(#em)",
    }),
  );
  out.push(text(a.brand, 600, 230, { size: 34, weight: 800, fill: p.fg, anchor: "middle" }));
  out.push(
    paragraph(a.headline, 210, 770, { size: 60, weight: 800, fill: C.ink, maxWidth: 780, lineHeight: 68 })
      .svg,
  );
  out.push(
    paragraph(a.body, 210, 930, { size: 28, weight: 500, fill: C.grey700, maxWidth: 780, lineHeight: 42 })
      .svg,
  );
  a.items.forEach(([t, d], i) => {
    const y = 1090 + i * 80;
    out.push(rrect(210, y - 36, 56, 56, 12, p.soft));
    out.push(text(String(i + 1), 238, y + 2, { size: 28, weight: 800, fill: p.ink, anchor: "middle" }));
    out.push(text(t, 290, y - 4, { size: 28, weight: 700, fill: C.ink }));
    out.push(text(d, 290, y + 28, { size: 22, weight: 500, fill: C.grey500 }));
  });
  out.push(pill(a.cta, 600, 1340, { size: 30, fill: p.accent, color: C.white, anchor: "middle" }).svg);
  return svg(W, H, out.join(""));
}
