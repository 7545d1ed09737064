// Brand board layout, 1200 × 900 (a grid of cards, or split).
import { text } from "#artwork/lib/font.ts";
import type { Pal } from "#artwork/lib/motifs.ts";
import { C, circle, g, line, rect, rrect, shadow, svg } from "#artwork/lib/svg.ts";
import { type Motif, motif } from "./motif.ts";

export interface Board {
  readonly layout: "board";
  readonly pal: Pal;
  readonly motif: Motif;
  readonly name: string;
  readonly tagline: string;
  readonly swatches: readonly (readonly [string, string])[];
  readonly contact: string;
  readonly variant?: "grid" | "split";
}

function boardSplit(a: Board): string {
  const W = 1200;
  const H = 900;
  const p = a.pal;
  const defs = shadow("sh", 12, 16, 0.2);
  const out: string[] = [rect(0, 0, W, H, "#F7F5F0"), rect(0, 0, 520, H, p.bg)];
  out.push(`<clipPath id="lc"><circle cx="260" cy="330" r="120"/></clipPath>`);
  out.push(
    circle(260, 330, 120, p.fg, { opacity: 0.1 }),
    g(motif(a.motif, 160, 230, 200, 200, p, "bs"), { "clip-path": "url(#lc)" }),
  );
  out.push(circle(260, 330, 132, "none", { stroke: p.accent, "stroke-width": 3 }));
  out.push(text(a.name, 260, 540, { size: 54, weight: 800, fill: p.fg, anchor: "middle", tracking: -0.02 }));
  out.push(
    text(a.tagline.toUpperCase(), 260, 588, {
      size: 20,
      weight: 600,
      fill: p.accent,
      anchor: "middle",
      tracking: 0.22,
    }),
  );
  out.push(
    text("Brand guidelines · v1.0", 260, 840, {
      size: 18,
      weight: 500,
      fill: p.fg,
      anchor: "middle",
      opacity: 0.7,
    }),
  );
  out.push(text("COLOUR", 580, 90, { size: 18, weight: 800, fill: C.grey500, tracking: 0.2 }));
  a.swatches.forEach(([hex, label], i) => {
    const cx = 640 + i * 140;
    out.push(circle(cx, 170, 56, hex, { stroke: "#E5E0D6", "stroke-width": 2 }));
    out.push(text(label, cx, 258, { size: 18, weight: 700, fill: C.ink, anchor: "middle" }));
    out.push(text(hex.toUpperCase(), cx, 284, { size: 15, weight: 500, fill: C.grey500, anchor: "middle" }));
  });
  out.push(line(580, 320, 1140, 320, "#E5E0D6", 2));
  out.push(text("TYPOGRAPHY", 580, 370, { size: 18, weight: 800, fill: C.grey500, tracking: 0.2 }));
  out.push(text("Aa", 580, 480, { size: 110, weight: 800, fill: p.bg }));
  out.push(text("Plus Jakarta Sans", 760, 420, { size: 28, weight: 800, fill: C.ink }));
  out.push(text("Headlines ExtraBold, body Medium", 760, 456, { size: 18, weight: 500, fill: C.grey500 }));
  out.push(text(a.tagline, 760, 492, { size: 22, weight: 600, fill: p.bg }));
  out.push(line(580, 540, 1140, 540, "#E5E0D6", 2));
  out.push(
    g(
      rrect(600, 600, 300, 180, 12, p.bg) +
        circle(650, 650, 22, p.accent) +
        text(a.name, 684, 658, { size: 20, weight: 800, fill: p.fg }) +
        text(a.contact, 624, 752, { size: 14, weight: 600, fill: p.fg, opacity: 0.85 }),
      { transform: "rotate(-5 750 690)", filter: "url(#sh)" },
    ),
  );
  out.push(
    g(
      rrect(840, 620, 300, 180, 12, C.white) +
        text(a.contact.includes(".in") ? "Aditi Kulkarni" : "Dilini Senanayake", 866, 680, {
          size: 20,
          weight: 800,
          fill: C.ink,
        }) +
        text("Brand Manager", 866, 708, { size: 15, weight: 500, fill: C.grey500 }) +
        rect(866, 730, 60, 4, p.accent) +
        text(a.contact.includes(".in") ? "+91 98450 00000" : "+94 71 000 0000", 866, 768, {
          size: 14,
          weight: 600,
          fill: C.grey700,
        }),
      { transform: "rotate(4 990 710)", filter: "url(#sh)" },
    ),
  );
  return svg(W, H, out.join(""), defs);
}

export function board(a: Board): string {
  if (a.variant === "split") return boardSplit(a);
  const W = 1200;
  const H = 900;
  const p = a.pal;
  const out: string[] = [rect(0, 0, W, H, "#F3F1EC")];
  const defs = shadow("sh", 10, 14, 0.16);
  // logo panel
  out.push(rrect(40, 40, 640, 420, 24, p.bg));
  out.push(circle(360, 190, 86, p.fg, { opacity: 0.12 }));
  out.push(g(motif(a.motif, 290, 110, 140, 160, p, "bd"), { "clip-path": "url(#lc)" }));
  out.push(`<clipPath id="lc"><circle cx="360" cy="190" r="86"/></clipPath>`);
  out.push(text(a.name, 360, 350, { size: 50, weight: 800, fill: p.fg, anchor: "middle", tracking: -0.01 }));
  out.push(
    text(a.tagline.toUpperCase(), 360, 396, {
      size: 20,
      weight: 600,
      fill: p.accent,
      anchor: "middle",
      tracking: 0.2,
    }),
  );
  // swatches
  a.swatches.forEach(([hex, label], i) => {
    const x = 720 + (i % 2) * 220;
    const y = 40 + Math.floor(i / 2) * 140;
    out.push(rrect(x, y, 200, 120, 16, hex));
    const light = ["#F", "#E", "#D"].some((s) => hex.toUpperCase().startsWith(s));
    const col = light ? C.ink : C.white;
    out.push(text(label, x + 18, y + 74, { size: 20, weight: 700, fill: col }));
    out.push(text(hex.toUpperCase(), x + 18, y + 102, { size: 18, weight: 500, fill: col, opacity: 0.8 }));
  });
  // type specimen
  out.push(rrect(40, 490, 330, 370, 24, C.white));
  out.push(text("Aa", 70, 640, { size: 130, weight: 800, fill: p.bg }));
  out.push(text("Plus Jakarta Sans", 70, 700, { size: 24, weight: 700, fill: C.ink }));
  out.push(text("ExtraBold · Medium", 70, 734, { size: 20, weight: 500, fill: C.grey500 }));
  out.push(text("ABCDEFGHIJKLM", 70, 790, { size: 22, weight: 600, fill: C.grey700, tracking: 0.08 }));
  out.push(text("abcdefghijklm 0123456789", 70, 826, { size: 20, weight: 500, fill: C.grey500 }));
  // business card
  out.push(g(rrect(400, 510, 380, 220, 14, p.bg), { filter: "url(#sh)" }));
  out.push(circle(450, 570, 26, p.accent));
  out.push(text(a.name, 490, 580, { size: 24, weight: 800, fill: p.fg }));
  out.push(
    text(a.contact.includes(".in") ? "Rohan Deshpande" : "Anjali Ratnayake", 430, 660, {
      size: 20,
      weight: 700,
      fill: p.fg,
    }),
  );
  out.push(text("General Manager", 430, 688, { size: 16, weight: 500, fill: p.fg, opacity: 0.8 }));
  out.push(g(rrect(420, 750, 380, 120, 14, C.white), { filter: "url(#sh)" }));
  out.push(text(a.contact, 444, 800, { size: 17, weight: 600, fill: C.ink }));
  out.push(
    text(a.contact.includes(".in") ? "+91 98450 00000" : "+94 77 000 0000", 444, 832, {
      size: 17,
      weight: 500,
      fill: C.grey500,
    }),
  );
  out.push(rect(780, 750, 20, 120, p.accent, { rx: 0 }));
  // letterhead
  out.push(g(rrect(830, 340, 330, 530, 10, C.white), { filter: "url(#sh)" }));
  out.push(circle(872, 388, 18, p.bg));
  out.push(text(a.name, 900, 395, { size: 18, weight: 800, fill: C.ink }));
  for (let i = 0; i < 9; i++) out.push(rrect(862, 450 + i * 30, i === 8 ? 150 : 266, 8, 4, C.grey100));
  out.push(rect(830, 830, 330, 40, p.bg, { rx: 0 }));
  out.push(text(a.contact, 995, 856, { size: 14, weight: 600, fill: p.fg, anchor: "middle" }));
  return svg(W, H, out.join(""), defs);
}
