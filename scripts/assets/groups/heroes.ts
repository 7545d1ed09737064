// Page hero visuals: home, about, portfolio and contact.

import { text } from "../lib/font.ts";
import { draw } from "../lib/layouts.ts";
import { hills, stars, waves } from "../lib/motifs.ts";
import {
  avatarDot,
  bars,
  browser,
  card,
  check,
  DARK,
  iconTile,
  nest,
  phone,
  sparkline,
  statCard,
} from "../lib/scenes.ts";
import { C, circle, dots, g, path, rect, rrect, shadow, svg } from "../lib/svg.ts";
import { type Group, type Job, RASTER } from "../lib/types.ts";
import { LOGO_H, LOGO_W, logo } from "./brand.ts";
import { portfolioArt } from "./portfolio.ts";

const T = { ...DARK, panel: "#14304C", panel2: C.ink2 };
const DEFS = `${shadow("sh", 12, 18, 0.3)}${dots("hd", 30, 1.6, "#23476B")}<radialGradient id="hg" cx="0.6" cy="0.3" r="0.8"><stop offset="0" stop-color="#17314D"/><stop offset="1" stop-color="#0B1B2B"/></radialGradient>`;

function bg(w: number, h: number): string {
  return rect(0, 0, w, h, "url(#hg)") + rect(0, 0, w, h, "url(#hd)", { opacity: 0.5 });
}

function home(): string {
  const W = 1200;
  const H = 960;
  const o: string[] = [
    bg(W, H),
    circle(900, 260, 260, C.teal, { opacity: 0.14 }),
    circle(260, 820, 200, C.saffron, { opacity: 0.08 }),
  ];
  const b = browser(90, 196, 820, 540, T, "galleforthotel.lk");
  o.push(b.svg);
  const x = b.cx + 36;
  o.push(text("Galle Fort Hotel", x, b.cy + 50, { size: 22, weight: 800, fill: C.white }));
  o.push(
    rrect(x + 590, b.cy + 22, 136, 40, 20, C.teal),
    text("Book a room", x + 658, b.cy + 48, { size: 15, weight: 700, fill: C.ink, anchor: "middle" }),
  );
  o.push(`<clipPath id="hc"><rect x="${x}" y="${b.cy + 90}" width="748" height="250" rx="20"/></clipPath>`);
  o.push(
    g(
      rect(x, b.cy + 90, 748, 250, "#FDE7D0") +
        circle(x + 600, b.cy + 190, 56, C.saffron) +
        waves(
          x,
          b.cy + 90,
          748,
          250,
          { bg: "", fg: C.teal, accent: C.saffron, soft: "#99F6E4", ink: C.tealDark },
          false,
        ),
      { "clip-path": "url(#hc)" },
    ),
  );
  o.push(text("Sunsets on the ramparts", x + 36, b.cy + 150, { size: 34, weight: 800, fill: C.ink }));
  [0, 1, 2].forEach((i) => {
    o.push(rrect(x + i * 256, b.cy + 370, 236, 110, 16, C.ink2));
    o.push(circle(x + i * 256 + 40, b.cy + 410, 18, [C.teal, C.saffron, C.emerald][i]!));
    o.push(rrect(x + i * 256 + 24, b.cy + 444, 160, 10, 5, C.ink4));
  });
  const ph = phone(820, 380, 240, 480);
  o.push(ph.svg, rrect(ph.cx, ph.cy, ph.cw, ph.ch, 20, C.white));
  o.push(
    `<clipPath id="pc"><rect x="${ph.cx}" y="${ph.cy}" width="${ph.cw}" height="190" rx="20"/></clipPath>`,
  );
  o.push(
    g(
      rect(ph.cx, ph.cy, ph.cw, 190, "#FFE9B8") +
        hills(ph.cx, ph.cy, ph.cw, 190, {
          bg: "",
          fg: C.tealDark,
          accent: C.saffron,
          soft: "#5EEAD4",
          ink: C.ink,
        }),
      { "clip-path": "url(#pc)" },
    ),
  );
  o.push(text("Pedro Ridge Tea", ph.cx + 18, ph.cy + 226, { size: 18, weight: 800, fill: C.ink }));
  o.push(
    rrect(ph.cx + 18, ph.cy + 242, 150, 9, 4.5, C.grey100),
    rrect(ph.cx + 18, ph.cy + 260, 110, 9, 4.5, C.grey100),
  );
  o.push(
    rrect(ph.cx + 18, ph.cy + 290, ph.cw - 36, 44, 22, C.tealDark),
    text("Shop the harvest", ph.cx + ph.cw / 2, ph.cy + 318, {
      size: 15,
      weight: 700,
      fill: C.white,
      anchor: "middle",
    }),
  );
  o.push(statCard(60, 40, T, "Leads this month", "+128%", "ROI", C.emerald));
  o.push(
    card(840, 50, 300, 120, T),
    iconTile(862, 72, 76, "palette", C.saffron, C.ink),
    text("Brand refresh", 956, 104, { size: 19, weight: 800, fill: C.white }),
    text("Approved by client", 956, 132, { size: 15, weight: 500, fill: "#9FB3C8" }),
  );
  o.push(
    card(40, 760, 360, 140, T),
    text("Search ranking", 64, 798, { size: 16, weight: 700, fill: "#9FB3C8" }),
    sparkline(64, 818, 300, 60, [2, 3, 3, 5, 7, 9, 12], C.tealLight),
  );
  o.push(
    card(440, 790, 340, 100, T),
    check(484, 840, 20, C.emerald),
    text("Site launched", 520, 834, { size: 19, weight: 800, fill: C.white }),
    text("Lighthouse 100 · 1.1 s LCP", 520, 862, { size: 15, weight: 500, fill: "#9FB3C8" }),
  );
  return svg(W, H, o.join(""), DEFS);
}

function about(): string {
  const W = 1200;
  const H = 900;
  const o: string[] = [bg(W, H)];
  // stylised South India and Sri Lanka
  o.push(
    path(
      "M120 0 L 760 0 C 740 160, 700 300, 640 420 C 600 500, 560 560, 520 600 C 500 560, 470 500, 430 420 C 360 280, 260 140, 120 0 Z",
      C.ink3,
    ),
  );
  o.push(
    path(
      "M700 560 C 740 560, 780 620, 800 700 C 815 770, 790 830, 740 845 C 700 855, 660 820, 650 760 C 640 690, 650 600, 700 560 Z",
      C.tealDark,
    ),
  );
  o.push(
    path("M700 560 C 740 560, 780 620, 800 700", "none", {
      stroke: C.tealLight,
      "stroke-width": 3,
      opacity: 0.6,
    }),
  );
  // route
  o.push(
    path("M520 330 C 640 360, 700 520, 676 760", "none", {
      stroke: C.saffron,
      "stroke-width": 4,
      "stroke-dasharray": "10 10",
      "stroke-linecap": "round",
    }),
  );
  const pin = (x: number, y: number, label: string, sub: string, right: boolean): string =>
    [
      circle(x, y, 26, C.saffron, { opacity: 0.25 }),
      circle(x, y, 12, C.saffron),
      card(right ? x + 40 : x - 290, y - 50, 250, 96, T),
      text(label, right ? x + 64 : x - 266, y - 10, { size: 24, weight: 800, fill: C.white }),
      text(sub, right ? x + 64 : x - 266, y + 22, { size: 16, weight: 500, fill: "#9FB3C8" }),
    ].join("");
  o.push(pin(520, 330, "Bengaluru", "Development studio", false));
  o.push(pin(676, 760, "Colombo", "Head office · since 2021", true));
  // team stack
  o.push(card(860, 80, 290, 230, T), text("Our team", 884, 122, { size: 18, weight: 800, fill: C.white }));
  const faces: [string, string][] = [
    [C.teal, "KP"],
    [C.saffron, "NF"],
    [C.ink4, "AM"],
    [C.emerald, "TJ"],
    ["#64748B", "IW"],
  ];
  faces.forEach(([c, i], k) => void o.push(avatarDot(912 + k * 50, 180, 26, c, i)));
  o.push(
    text("Designers, developers and", 884, 250, { size: 15, weight: 500, fill: "#9FB3C8" }),
    text("marketers in two countries", 884, 274, { size: 15, weight: 500, fill: "#9FB3C8" }),
  );
  o.push(statCard(860, 340, T, "Projects delivered", "150+", "since 2021", C.teal));
  o.push(
    card(860, 490, 290, 150, T),
    text("Client rating", 884, 530, { size: 16, weight: 700, fill: "#9FB3C8" }),
    stars(884, 572, 30, C.saffron),
    text("98% would recommend", 884, 620, { size: 15, weight: 600, fill: C.white }),
  );
  o.push(
    card(60, 700, 380, 150, T),
    text("Our journey", 84, 740, { size: 16, weight: 700, fill: "#9FB3C8" }),
  );
  ["2021", "2022", "2023", "2024"].forEach((y, i) => {
    o.push(
      circle(100 + i * 100, 790, 10, i === 3 ? C.saffron : C.teal),
      text(y, 100 + i * 100, 830, { size: 15, weight: 700, fill: C.white, anchor: "middle" }),
    );
    if (i < 3) o.push(rect(112 + i * 100, 788, 76, 4, C.ink4));
  });
  return svg(W, H, o.join(""), DEFS);
}

function portfolioHero(): string {
  const W = 1200;
  const H = 900;
  const o: string[] = [bg(W, H), circle(600, 450, 380, C.teal, { opacity: 0.1 })];
  const pieces: [string, number, number, number, number, number][] = [
    ["galle-face-jazz-poster", 60, 180, 300, 375, -10],
    ["kurundu-cinnamon-identity", 300, 520, 440, 330, -4],
    ["whitewater-surf-week", 430, 110, 360, 360, 3],
    ["pedro-ridge-packaging", 780, 430, 320, 320, 8],
    ["lighthouse-roasters-opening", 820, 80, 300, 300, 10],
  ];
  pieces.forEach(([id, x, y, w, h, rot], i) => {
    const art = portfolioArt[id];
    if (!art) throw new Error(id);
    o.push(
      g(rrect(x - 6, y - 6, w + 12, h + 12, 14, C.white) + nest(draw(art), x, y, w, h, `p${i}`), {
        transform: `rotate(${rot} ${x + w / 2} ${y + h / 2})`,
        filter: "url(#sh)",
      }),
    );
  });
  o.push(
    card(60, 640, 220, 120, T),
    text("34 pieces", 84, 690, { size: 28, weight: 800, fill: C.white }),
    text("4 categories", 84, 724, { size: 16, weight: 500, fill: "#9FB3C8" }),
  );
  return svg(W, H, o.join(""), DEFS);
}

function contact(): string {
  const W = 1200;
  const H = 900;
  const o: string[] = [bg(W, H), circle(820, 380, 300, C.teal, { opacity: 0.12 })];
  const ph = phone(440, 80, 340, 680);
  o.push(ph.svg, rrect(ph.cx, ph.cy, ph.cw, ph.ch, 28, "#ECE5DD"));
  o.push(
    rect(ph.cx, ph.cy, ph.cw, 80, C.tealDark, { rx: 0 }),
    circle(ph.cx + 40, ph.cy + 40, 22, C.white),
    text("Serendib Digital", ph.cx + 74, ph.cy + 38, { size: 18, weight: 800, fill: C.white }),
    text("online", ph.cx + 74, ph.cy + 60, { size: 13, weight: 500, fill: "#CCFBF1" }),
  );
  const bubble = (y: number, lines: string[], mine: boolean): string => {
    const w = 230;
    const x = mine ? ph.cx + ph.cw - w - 16 : ph.cx + 16;
    const h = 24 + lines.length * 24;
    return (
      rrect(x, y, w, h, 14, mine ? "#D9FDD3" : C.white) +
      lines.map((l, i) => text(l, x + 16, y + 32 + i * 24, { size: 15, weight: 500, fill: C.ink })).join("")
    );
  };
  o.push(bubble(ph.cy + 110, ["Hi! I'd like a quote for", "a hotel website."], true));
  o.push(bubble(ph.cy + 200, ["Ayubowan! Happy to help.", "Which dates suit a call?"], false));
  o.push(bubble(ph.cy + 290, ["Tomorrow at 10 am?"], true));
  o.push(bubble(ph.cy + 356, ["Booked. We'll send the", "agenda by email."], false));
  o.push(
    rrect(ph.cx + 12, ph.cy + ph.ch - 64, ph.cw - 80, 48, 24, C.white),
    circle(ph.cx + ph.cw - 38, ph.cy + ph.ch - 40, 24, C.tealDark),
  );
  o.push(
    card(60, 120, 330, 130, T),
    iconTile(84, 146, 76, "phone", C.teal, C.ink),
    text("Sri Lanka", 180, 180, { size: 16, weight: 600, fill: "#9FB3C8" }),
    text("+94 77 123 4567", 180, 212, { size: 22, weight: 800, fill: C.white }),
  );
  o.push(
    card(60, 280, 330, 130, T),
    iconTile(84, 306, 76, "phone", C.saffron, C.ink),
    text("India", 180, 340, { size: 16, weight: 600, fill: "#9FB3C8" }),
    text("+91 98765 43210", 180, 372, { size: 22, weight: 800, fill: C.white }),
  );
  o.push(
    card(60, 440, 330, 130, T),
    iconTile(84, 466, 76, "mail", C.emerald, C.ink),
    text("Email", 180, 500, { size: 16, weight: 600, fill: "#9FB3C8" }),
    text("hello@serendib.digital", 180, 532, { size: 19, weight: 800, fill: C.white }),
  );
  o.push(
    card(830, 160, 320, 140, T),
    text("Response time", 854, 200, { size: 16, weight: 600, fill: "#9FB3C8" }),
    text("Under 24 h", 854, 246, { size: 32, weight: 800, fill: C.white }),
    check(1100, 232, 18, C.emerald),
  );
  o.push(
    card(830, 330, 320, 170, T),
    text("Office hours", 854, 370, { size: 16, weight: 600, fill: "#9FB3C8" }),
    text("Mon–Fri 9:00–18:00", 854, 410, { size: 19, weight: 700, fill: C.white }),
    text("Sat 9:00–14:00", 854, 442, { size: 19, weight: 700, fill: C.white }),
    bars(854, 456, 260, 30, [5, 6, 6, 7, 6, 3], C.teal, C.ink4),
  );
  o.push(nest(logo("dark"), 850, 560, 300, (300 * LOGO_H) / LOGO_W, "lg"));
  return svg(W, H, o.join(""), DEFS);
}

const raster = (
  key: string,
  w: number,
  h: number,
  draw: () => string,
  display: { phone: number; desktop: number },
): Job => ({
  kind: "raster",
  key,
  width: w,
  height: h,
  widths: [400, 800, w],
  formats: RASTER,
  display,
  svg: draw,
});

const jobs: Job[] = [
  raster("heroes/home", 1200, 960, home, { phone: 343, desktop: 560 }),
  raster("heroes/about", 1200, 900, about, { phone: 343, desktop: 560 }),
  raster("heroes/portfolio", 1200, 900, portfolioHero, { phone: 343, desktop: 560 }),
  raster("heroes/contact", 1200, 900, contact, { phone: 343, desktop: 560 }),
];

export const heroes: Group = { name: "heroes", jobs };
