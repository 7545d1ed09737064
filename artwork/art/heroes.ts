// Page hero pictures: home (a fictional client's site and results), about (the offices on a map, the team, the
// figures and the journey from the about page and site/identity/identity.en.yaml) and portfolio (a collage of the pieces).

import { measure, text } from "#artwork/lib/font.ts";
import { draw } from "#artwork/lib/layouts.ts";
import { hills, stars, waves } from "#artwork/lib/motifs.ts";
import {
  avatarDot,
  browser,
  card,
  check,
  DARK,
  iconTile,
  nest,
  phone,
  sparkline,
  statCard,
} from "#artwork/lib/scenes.ts";
import { C, circle, dots, g, path, rect, rrect, shadow, svg } from "#artwork/lib/svg.ts";
import { type Artwork, raster, type SiteContent } from "#artwork/lib/types.ts";
import { portfolioArtFor } from "./portfolio.ts";

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

/** Where each office's pin sits on the map (by office id), and on which side its label card goes. */
const PINS: Record<string, { x: number; y: number; right: boolean }> = {
  bengaluru: { x: 520, y: 330, right: false },
  colombo: { x: 676, y: 760, right: true },
};
const SPARE_PINS = [
  { x: 300, y: 120, right: true },
  { x: 560, y: 520, right: false },
] as const;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [...word][0]!.toUpperCase())
    .slice(0, 2)
    .join("");

/** ["A", "B", "C"] → "A, B and C". */
const both = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");

function about(content: SiteContent): string {
  const identity = content.identity[0]!.data;
  const page = content.aboutPage[0]!.data;
  const W = 1200;
  const H = 900;
  const o: string[] = [bg(W, H)];
  // a stylised map: the tip of the subcontinent and the island
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
  // The offices: the first is the head office, there since the agency was founded.
  let spare = 0;
  const pins = identity.offices.map((office) => ({
    office,
    ...(PINS[office.id] ?? SPARE_PINS[spare++ % 2]!),
  }));
  const [head, second] = pins;
  if (head && second)
    o.push(
      path(
        `M${second.x} ${second.y} C ${second.x + 120} ${second.y + 30}, ${head.x + 24} ${head.y - 240}, ${head.x} ${head.y}`,
        "none",
        {
          stroke: C.saffron,
          "stroke-width": 4,
          "stroke-dasharray": "10 10",
          "stroke-linecap": "round",
        },
      ),
    );
  pins.forEach(({ office, x, y, right }, index) => {
    const sub = index === 0 ? `${office.label} · since ${identity.foundedYear}` : office.label;
    const w = Math.max(
      250,
      Math.ceil(
        Math.max(measure(sub, { size: 16, weight: 500 }), measure(office.city, { size: 24, weight: 800 })),
      ) + 48,
    );
    const cx = right ? x + 40 : x - 40 - w;
    o.push(
      circle(x, y, 26, C.saffron, { opacity: 0.25 }),
      circle(x, y, 12, C.saffron),
      card(cx, y - 50, w, 96, T),
      text(office.city, cx + 24, y - 10, { size: 24, weight: 800, fill: C.white }),
      text(sub, cx + 24, y + 22, { size: 16, weight: 500, fill: "#9FB3C8" }),
    );
  });
  // The team: the founder and the members, as initials.
  o.push(
    card(860, 80, 290, 230, T),
    text(page.team.title, 884, 122, { size: 18, weight: 800, fill: C.white }),
  );
  const people = [identity.founder.name, ...content.team.map((member) => member.data.name)];
  const faces = [C.teal, C.saffron, C.ink4, C.emerald, "#64748B"];
  const shown = people.length > 5 ? 4 : people.length;
  people
    .slice(0, shown)
    .forEach((name, k) => void o.push(avatarDot(912 + k * 50, 180, 26, faces[k]!, initials(name))));
  if (people.length > shown)
    o.push(avatarDot(912 + shown * 50, 180, 26, C.ink3, `+${people.length - shown}`));
  const countries = [...new Set(identity.offices.map((office) => office.country))];
  const where = `marketers in ${both(countries)}`;
  o.push(
    text("Designers, developers and", 884, 250, { size: 15, weight: 500, fill: "#9FB3C8" }),
    text(
      measure(where, { size: 15, weight: 500 }) <= 250 ? where : `marketers in ${countries.length} countries`,
      884,
      274,
      {
        size: 15,
        weight: 500,
        fill: "#9FB3C8",
      },
    ),
  );
  // The figures of "Why choose us".
  const [projects, satisfaction] = page.whyChooseUs.stats;
  if (projects)
    o.push(statCard(860, 340, T, projects.label, projects.number, `since ${identity.foundedYear}`, C.teal));
  if (satisfaction)
    o.push(
      card(860, 490, 290, 150, T),
      text(satisfaction.label, 884, 530, { size: 16, weight: 700, fill: "#9FB3C8" }),
      stars(884, 572, 30, C.saffron),
      text(satisfaction.number, 884, 622, { size: 22, weight: 800, fill: C.white }),
    );
  // The journey's years.
  const years = page.journey.milestones.map((milestone) => milestone.year).slice(-5);
  const step = years.length > 1 ? Math.min(100, 300 / (years.length - 1)) : 0;
  o.push(
    card(60, 700, 380, 150, T),
    text(page.journey.title, 84, 740, { size: 16, weight: 700, fill: "#9FB3C8" }),
  );
  years.forEach((year, i) => {
    const last = i === years.length - 1;
    o.push(
      circle(100 + i * step, 790, 10, last ? C.saffron : C.teal),
      text(year, 100 + i * step, 830, { size: 15, weight: 700, fill: C.white, anchor: "middle" }),
    );
    if (!last) o.push(rect(112 + i * step, 788, step - 24, 4, C.ink4));
  });
  return svg(W, H, o.join(""), DEFS);
}

/** The pieces the portfolio collage shows first, with where each sits (x, y, w, h, rotation). */
const COLLAGE: readonly (readonly [string, number, number, number, number, number])[] = [
  ["galle-face-jazz-poster", 60, 180, 300, 375, -10],
  ["kurundu-cinnamon-identity", 300, 520, 440, 330, -4],
  ["whitewater-surf-week", 430, 110, 360, 360, 3],
  ["pedro-ridge-packaging", 780, 430, 320, 320, 8],
  ["lighthouse-roasters-opening", 820, 80, 300, 300, 10],
];

function portfolioHero(content: SiteContent): string {
  const all = content.portfolioPieces;
  // Drawn pieces only (a piece with a photo shows the photo in the gallery): the collage's own choice while
  // those pieces exist, then the others in gallery order.
  const drawn = all.filter((piece) => !piece.data.image.photo);
  const chosen = COLLAGE.map(([id]) => drawn.find((piece) => piece.id === id));
  const others = drawn.filter((piece) => !chosen.includes(piece));
  const W = 1200;
  const H = 900;
  const o: string[] = [bg(W, H), circle(600, 450, 380, C.teal, { opacity: 0.1 })];
  COLLAGE.forEach(([, x, y, w, h, rot], i) => {
    const piece = chosen[i] ?? others.shift();
    if (!piece) return;
    const art = portfolioArtFor(piece, content.identity[0]!.data.name);
    o.push(
      g(rrect(x - 6, y - 6, w + 12, h + 12, 14, C.white) + nest(draw(art), x, y, w, h, `p${i}`), {
        transform: `rotate(${rot} ${x + w / 2} ${y + h / 2})`,
        filter: "url(#sh)",
      }),
    );
  });
  const categories = new Set(all.map((piece) => piece.data.category)).size;
  o.push(
    card(60, 640, 220, 120, T),
    text(`${all.length} pieces`, 84, 690, { size: 28, weight: 800, fill: C.white }),
    text(`${categories} categories`, 84, 724, { size: 16, weight: 500, fill: "#9FB3C8" }),
  );
  return svg(W, H, o.join(""), DEFS);
}

/** `heroes/home`, `heroes/about` and `heroes/portfolio`, where the page's hero has no photo. */
export function heroArtwork(content: SiteContent): Artwork[] {
  const photo = {
    home: content.homePage[0]!.data.hero.image.photo,
    about: content.aboutPage[0]!.data.hero.image.photo,
    portfolio: content.portfolioPage[0]!.data.hero.image.photo,
  };
  return [
    photo.home ? [] : [raster("heroes/home", 1200, 960, home)],
    photo.about ? [] : [raster("heroes/about", 1200, 900, () => about(content))],
    photo.portfolio ? [] : [raster("heroes/portfolio", 1200, 900, () => portfolioHero(content))],
  ].flat();
}
