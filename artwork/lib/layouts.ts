// Layout generators for portfolio deliverables. Each takes data (copy, palette, motif) and returns an SVG.
import { measure, paragraph, text } from "./font.ts";
import {
  batik,
  bowl,
  chart,
  cup,
  hills,
  lamp,
  laptop,
  leaf,
  lotus,
  mandala,
  type Pal,
  palm,
  pill,
  stars,
  waves,
  whaleTail,
} from "./motifs.ts";
import { C, circle, dots, g, line, path, rect, rrect, shadow, svg } from "./svg.ts";

export type Motif =
  | "cup"
  | "hills"
  | "waves"
  | "batik"
  | "mandala"
  | "lamp"
  | "whale"
  | "palm"
  | "lotus"
  | "leaf"
  | "laptop"
  | "bowl"
  | "chart";

/** Draws a motif into a box. */
export function motif(m: Motif, x: number, y: number, w: number, h: number, p: Pal, id = "m"): string {
  const cx = x + w / 2;
  const cy = y + h / 2;
  const s = Math.min(w, h) / 260;
  switch (m) {
    case "cup":
      return circle(cx, cy, Math.min(w, h) * 0.46, p.soft, { opacity: 0.35 }) + cup(cx, cy + 10 * s, s, p);
    case "hills":
      return hills(x, y, w, h, p);
    case "waves":
      return waves(x, y, w, h, p);
    case "batik": {
      const b = batik(`${id}b`, p, Math.min(w, h) / 3);
      return `<defs>${b.def}</defs>${rect(x, y, w, h, b.fill)}`;
    }
    case "mandala":
      return mandala(cx, cy, Math.min(w, h) * 0.46, p);
    case "lamp":
      return (
        circle(cx, cy, Math.min(w, h) * 0.44, p.soft, { opacity: 0.25 }) +
        lamp(cx - 10 * s, cy + 20 * s, s * 1.1, p)
      );
    case "whale":
      return waves(x, y + h * 0.35, w, h * 0.65, p, false) + whaleTail(cx, y + h * 0.42, s * 0.9, p);
    case "palm":
      return (
        circle(cx + w * 0.12, cy - h * 0.1, Math.min(w, h) * 0.28, p.accent) +
        palm(cx - w * 0.12, y + h * 0.2, s * 0.9, p.ink) +
        waves(x, y + h * 0.6, w, h * 0.4, p, false)
      );
    case "lotus":
      return (
        circle(cx, cy, Math.min(w, h) * 0.45, p.soft, { opacity: 0.3 }) + lotus(cx, cy + 60 * s, s * 1.3, p)
      );
    case "leaf":
      return [
        leaf(cx - 50 * s, cy + 10 * s, s * 1.1, p.fg, -30),
        leaf(cx + 50 * s, cy, s * 1.2, p.accent, 25),
        leaf(cx, cy - 40 * s, s * 0.9, p.soft, 0, p.fg),
      ].join("");
    case "laptop":
      return laptop(cx, cy, s * 0.95, p);
    case "bowl":
      return circle(cx, cy, Math.min(w, h) * 0.45, p.soft, { opacity: 0.3 }) + bowl(cx, cy, s * 1.1, p);
    case "chart":
      return chart(x + w * 0.05, y + h * 0.1, w * 0.9, h * 0.8, p, [3, 4, 3.5, 5, 6, 5.5, 8]);
  }
}

const handleRow = (handle: string, x: number, y: number, colour: string, size = 26): string =>
  circle(x + size * 0.6, y - size * 0.35, size * 0.6, colour, { opacity: 0.9 }) +
  text(handle, x + size * 1.6, y, { size, weight: 600, fill: colour });

// ---------- Social post, 1200 × 1200 ----------
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

// ---------- Review / quote card, 1200 × 1200 ----------
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

// ---------- Instagram grid mock, 1200 × 1200 ----------
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

// ---------- Brand board, 1200 × 900 ----------
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

// ---------- Poster, 1200 × 1500 ----------
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

// ---------- Menu, 1200 × 1500 ----------
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

// ---------- Packaging, 1200 × 1200 ----------
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

// ---------- Campaign banner, 1200 × 800 ----------
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

// ---------- Email newsletter, 1200 × 1500 ----------
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

export type Art = Social | Quote | Grid | Board | Poster | Menu | Pack | Banner | Email;

export const ART_SIZE: Record<Art["layout"], readonly [number, number]> = {
  social: [1200, 1200],
  quote: [1200, 1200],
  grid: [1200, 1200],
  board: [1200, 900],
  poster: [1200, 1500],
  menu: [1200, 1500],
  pack: [1200, 1200],
  banner: [1200, 800],
  email: [1200, 1500],
};

export function draw(a: Art): string {
  switch (a.layout) {
    case "social":
      return social(a);
    case "quote":
      return quote(a);
    case "grid":
      return grid(a);
    case "board":
      return board(a);
    case "poster":
      return poster(a);
    case "menu":
      return menu(a);
    case "pack":
      return pack(a);
    case "banner":
      return banner(a);
    case "email":
      return email(a);
  }
}
