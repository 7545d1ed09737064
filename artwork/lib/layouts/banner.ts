// Campaign banner layout, 1200 × 800.
import { paragraph, text } from "#artwork/lib/font.ts";
import { type Pal, pill } from "#artwork/lib/motifs.ts";
import { C, circle, g, path, rect, rrect, svg } from "#artwork/lib/svg.ts";
import { type Motif, motif } from "./motif.ts";

export interface Banner {
  readonly layout: "banner";
  readonly pal: Pal;
  readonly motif: Motif;
  readonly kicker: string;
  readonly headline: string;
  readonly sub: string;
  readonly cta: string;
  readonly brand: string;
  readonly badge?: string;
  readonly variant?: "left" | "ads";
}

export function banner(a: Banner): string {
  const W = 1200;
  const H = 800;
  const p = a.pal;
  const out: string[] = [rect(0, 0, W, H, p.bg)];
  if ((a.variant ?? "left") === "left") {
    out.push(path(`M700 0 L ${W} 0 L ${W} ${H} L 560 ${H} Z`, p.soft, { opacity: 0.35 }));
    out.push(motif(a.motif, 660, 150, 500, 520, p, "bn"));
    if (a.badge) {
      out.push(circle(1040, 150, 92, p.accent));
      const [l1, l2] = a.badge.split("|");
      out.push(text(l1 ?? "", 1040, 146, { size: 44, weight: 800, fill: p.bg, anchor: "middle" }));
      out.push(text(l2 ?? "", 1040, 184, { size: 24, weight: 700, fill: p.bg, anchor: "middle" }));
    }
    out.push(text(a.brand, 80, 110, { size: 32, weight: 800, fill: p.fg }));
    out.push(
      text(a.kicker.toUpperCase(), 80, 250, { size: 26, weight: 700, fill: p.accent, tracking: 0.14 }),
    );
    const hd = paragraph(a.headline, 80, 340, {
      size: 78,
      weight: 800,
      fill: p.fg,
      maxWidth: 600,
      lineHeight: 84,
    });
    out.push(hd.svg);
    out.push(
      paragraph(a.sub, 80, hd.end + 70, {
        size: 28,
        weight: 500,
        fill: p.fg,
        maxWidth: 560,
        lineHeight: 40,
        opacity: 0.85,
      }).svg,
    );
    out.push(pill(a.cta, 80, 660, { size: 28, fill: p.accent, color: p.bg }).svg);
  } else {
    // a set of display ads: leaderboard + medium rectangle + square
    out.push(rect(0, 0, W, H, C.grey100));
    const ad = (x: number, y: number, w: number, h: number, big: boolean, id: string): string => {
      const parts = [
        rrect(x, y, w, h, 12, p.bg),
        g(motif(a.motif, x + w * 0.55, y + h * 0.1, w * 0.42, h * 0.8, p, id), {}),
      ];
      const size = h < 300 ? 40 : big ? 46 : 30;
      parts.push(text(a.brand, x + 28, y + 50, { size: big ? 24 : 20, weight: 800, fill: p.accent }));
      parts.push(
        paragraph(a.headline, x + 28, y + 50 + size * 1.6, {
          size,
          weight: 800,
          fill: p.fg,
          maxWidth: w * 0.52,
          lineHeight: size * 1.1,
        }).svg,
      );
      parts.push(
        pill(a.cta, x + 28, y + h - size * 1.3 - 28, { size: big ? 22 : 18, fill: p.accent, color: p.bg })
          .svg,
      );
      return parts.join("");
    };
    out.push(ad(40, 40, 1120, 220, true, "a1"));
    out.push(ad(40, 300, 620, 460, true, "a2"));
    out.push(ad(700, 300, 460, 460, false, "a3"));
  }
  return svg(W, H, out.join(""));
}
