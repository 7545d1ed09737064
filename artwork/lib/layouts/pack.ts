// Packaging layout, 1200 × 1200.
import { text } from "#artwork/lib/font.ts";
import type { Pal } from "#artwork/lib/motifs.ts";
import { g, line, path, rect, rrect, shadow, svg } from "#artwork/lib/svg.ts";
import { type Motif, motif } from "./motif.ts";

export interface Pack {
  readonly layout: "pack";
  readonly pal: Pal;
  readonly motif: Motif;
  readonly shape: "box" | "jar" | "bottle";
  readonly brand: string;
  readonly product: string;
  readonly detail: string;
  readonly weight: string;
  readonly backdrop: string;
}

export function pack(a: Pack): string {
  const W = 1200;
  const H = 1200;
  const p = a.pal;
  const defs = shadow("ps", 24, 26, 0.25);
  const out: string[] = [
    rect(0, 0, W, H, a.backdrop),
    `<ellipse cx="600" cy="1080" rx="420" ry="40" fill="#000000" opacity="0.12"/>`,
  ];
  const label = (x: number, y: number, w: number, h: number): string =>
    [
      rect(x, y, w, h, p.bg),
      g(motif(a.motif, x + w * 0.15, y + h * 0.08, w * 0.7, h * 0.4, p, "pk"), {}),
      text(a.brand.toUpperCase(), x + w / 2, y + h * 0.58, {
        size: w * 0.07,
        weight: 800,
        fill: p.fg,
        anchor: "middle",
        tracking: 0.12,
      }),
      line(x + w * 0.3, y + h * 0.62, x + w * 0.7, y + h * 0.62, p.accent, 3),
      text(a.product, x + w / 2, y + h * 0.72, { size: w * 0.09, weight: 800, fill: p.fg, anchor: "middle" }),
      text(a.detail, x + w / 2, y + h * 0.8, {
        size: w * 0.045,
        weight: 500,
        fill: p.fg,
        anchor: "middle",
        opacity: 0.85,
      }),
      text(a.weight, x + w / 2, y + h * 0.92, {
        size: w * 0.05,
        weight: 700,
        fill: p.accent,
        anchor: "middle",
      }),
    ].join("");
  if (a.shape === "box") {
    out.push(
      g(
        path("M330 240 L 870 240 L 930 200 L 390 200 Z", p.fg) +
          path("M870 240 L 930 200 L 930 1040 L 870 1080 Z", p.ink) +
          rect(330, 240, 540, 840, p.bg),
        { filter: "url(#ps)" },
      ),
    );
    out.push(`<clipPath id="bx"><rect x="330" y="240" width="540" height="840"/></clipPath>`);
    out.push(g(label(330, 240, 540, 840), { "clip-path": "url(#bx)" }));
  } else if (a.shape === "jar") {
    out.push(
      g(rrect(340, 330, 520, 760, 70, "#E9C46A", { opacity: 0.9 }) + rrect(380, 210, 440, 130, 24, p.ink), {
        filter: "url(#ps)",
      }),
    );
    out.push(rrect(380, 250, 440, 20, 6, p.accent));
    out.push(`<clipPath id="jr"><rect x="340" y="470" width="520" height="520"/></clipPath>`);
    out.push(g(label(340, 470, 520, 520), { "clip-path": "url(#jr)" }));
    out.push(rect(370, 360, 30, 680, "#FFFFFF", { opacity: 0.25, rx: 15 }));
  } else {
    out.push(
      g(
        path(
          "M470 120 L 730 120 L 730 260 Q 880 320 880 480 L 880 1020 Q 880 1090 810 1090 L 390 1090 Q 320 1090 320 1020 L 320 480 Q 320 320 470 260 Z",
          p.ink,
        ),
        { filter: "url(#ps)" },
      ),
    );
    out.push(rrect(450, 60, 300, 90, 16, p.accent));
    out.push(`<clipPath id="bt"><rect x="320" y="470" width="560" height="560"/></clipPath>`);
    out.push(g(label(320, 470, 560, 560), { "clip-path": "url(#bt)" }));
    out.push(rect(350, 420, 26, 620, "#FFFFFF", { opacity: 0.18, rx: 13 }));
  }
  return svg(W, H, out.join(""), defs);
}
