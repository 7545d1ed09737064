// The Website Portfolio (src/content/portfolio-websites/<id>.en.yaml): each site's home page drawn inside a browser
// frame, with the site's name and address from its file. Art direction by id (palette, motif and the fictional
// page copy); a site without it is drawn from its own description, category and technologies.
import { measure, paragraph, text } from "#artwork/lib/font.ts";
import { type Motif, motif } from "#artwork/lib/layouts/motif.ts";
import type { Pal } from "#artwork/lib/motifs.ts";
import { C, circle, g, rect, rrect, shadow, svg } from "#artwork/lib/svg.ts";
import { type Artwork, pick, raster, type SiteContent } from "#artwork/lib/types.ts";

interface SiteArt {
  readonly pal: Pal;
  readonly motif: Motif;
  readonly nav: readonly string[];
  readonly headline: string;
  readonly sub: string;
  readonly widget: readonly (readonly [string, string])[];
  readonly cta: string;
  readonly cards: readonly (readonly [string, string, Motif])[];
  readonly split?: boolean;
}

/** Art direction by website id. */
const ART: Record<string, SiteArt> = {
  "ceylon-trails": {
    pal: { bg: "#0F3D2E", fg: "#FFFFFF", accent: "#F4A300", soft: "#3F7D5A", ink: "#0A2A1F" },
    motif: "hills",
    nav: ["Tours", "Destinations", "Stories", "Contact"],
    headline: "Walk the island, one trail at a time",
    sub: "Guided hikes from Knuckles to Adam's Peak, with local guides.",
    widget: [
      ["Where", "Hill Country"],
      ["When", "12–18 Jan"],
      ["Guests", "2 adults"],
    ],
    cta: "Find tours",
    cards: [
      ["Knuckles Range, 3 days", "from LKR 62,000", "hills"],
      ["Horton Plains sunrise", "from LKR 18,500", "leaf"],
      ["Pekoe Trail, stage 1–4", "from LKR 74,000", "hills"],
    ],
  },
  "backwater-stays": {
    pal: { bg: "#E6F4EA", fg: "#0B3B2E", accent: "#0F766E", soft: "#A7E3C9", ink: "#0B3B2E" },
    motif: "palm",
    nav: ["Houseboats", "Homestays", "Experiences", "About"],
    headline: "Slow days on the Kerala backwaters",
    sub: "Private houseboats from Alleppey and Kumarakom, chef on board.",
    widget: [
      ["Check in", "3 Feb"],
      ["Nights", "2"],
      ["Boat", "2 bedroom"],
    ],
    cta: "Check availability",
    cards: [
      ["Alleppey premium houseboat", "₹18,500 / night", "waves"],
      ["Kumarakom lakeside villa", "₹12,900 / night", "palm"],
      ["Village canoe tour", "₹1,800 / person", "leaf"],
    ],
    split: true,
  },
  "ella-rock-lodge": {
    pal: { bg: "#FFF4E0", fg: "#3B2618", accent: "#C0692B", soft: "#E4CDB3", ink: "#2A1A10" },
    motif: "hills",
    nav: ["Rooms", "Dining", "Spa", "Gallery"],
    headline: "Wake up above the clouds in Ella",
    sub: "Twelve eco-cabins with views of Ella Gap and the Nine Arches.",
    widget: [
      ["Arrive", "21 Mar"],
      ["Depart", "24 Mar"],
      ["Room", "Valley cabin"],
    ],
    cta: "Book direct",
    cards: [
      ["Valley cabin", "from USD 120", "hills"],
      ["Tea-plucker breakfast", "included", "cup"],
      ["Ayurveda spa", "from USD 45", "lotus"],
    ],
    split: true,
  },
  "hill-country-rail": {
    pal: { bg: "#1D2A6B", fg: "#FFFFFF", accent: "#FFC94D", soft: "#3E51A8", ink: "#111A47" },
    motif: "waves",
    nav: ["Timetable", "Routes", "Observation car", "Help"],
    headline: "The most beautiful train ride in the world",
    sub: "Reserve observation-car seats from Kandy to Ella, e-tickets in minutes.",
    widget: [
      ["From", "Kandy"],
      ["To", "Ella"],
      ["Date", "Fri 9 May"],
    ],
    cta: "Search trains",
    cards: [
      ["Podi Menike · 08:47", "7 h 10 min", "hills"],
      ["Udarata Menike · 11:10", "6 h 45 min", "leaf"],
      ["Ella Odyssey · 07:00", "Tourist train", "waves"],
    ],
  },
};

const DEFS = shadow("sh", 14, 20, 0.25);

type Website = SiteContent["portfolioWebsites"][number];

const PALETTES: readonly Pal[] = Object.values(ART).map((a) => a.pal);
const MOTIFS: readonly Motif[] = ["hills", "palm", "waves", "leaf", "lotus", "cup"];

/** A website without art direction: its description as the page's copy, its category and tools around it. */
function defaultArt({ id, data }: Website): SiteArt {
  const [first = data.description, ...rest] = data.description.split(/: |\. /);
  const tools = data.technologies;
  return {
    pal: pick(id, PALETTES),
    motif: pick(id, MOTIFS, "motif"),
    nav: tools.slice(0, 4),
    headline: first.replace(/\.$/, ""),
    sub: rest.join(". ") || data.category,
    widget: [
      ["Category", data.category],
      ["Built with", tools[0] ?? data.category],
    ],
    cta: "Get started",
    cards: tools.slice(0, 3).map((tool, i) => [tool, data.category, pick(`${id}${i}`, MOTIFS)] as const),
    split: pick(id, [true, false], "split"),
  };
}

function site(website: Website): string {
  const a = ART[website.id] ?? defaultArt(website);
  const brand = website.data.title;
  const url = website.data.url;
  const W = 1200;
  const H = 750;
  const p = a.pal;
  const o: string[] = [rect(0, 0, W, H, "#E5E9F0")];
  const bx = 40;
  const by = 36;
  const bw = W - 80;
  const bh = H - 36;
  o.push(g(rrect(bx, by, bw, bh + 40, 18, C.white), { filter: "url(#sh)" }));
  o.push(
    `<path d="M${bx} ${by + 52} L ${bx} ${by + 18} Q ${bx} ${by} ${bx + 18} ${by} L ${bx + bw - 18} ${by} Q ${bx + bw} ${by} ${bx + bw} ${by + 18} L ${bx + bw} ${by + 52} Z" fill="#F1F3F7"/>`,
  );
  o.push(
    circle(bx + 26, by + 26, 7, "#F87171"),
    circle(bx + 50, by + 26, 7, "#FBBF24"),
    circle(bx + 74, by + 26, 7, "#34D399"),
  );
  o.push(
    rrect(bx + 300, by + 12, 520, 28, 14, C.white),
    text(url.replace("https://", ""), bx + 560, by + 31, {
      size: 14,
      weight: 500,
      fill: C.grey500,
      anchor: "middle",
    }),
  );
  const cx = bx;
  const cy = by + 52;
  const cw = bw;
  o.push(`<clipPath id="pg"><rect x="${cx}" y="${cy}" width="${cw}" height="${H - cy}"/></clipPath>`);
  const page: string[] = [];
  const heroH = 400;
  page.push(rect(cx, cy, cw, heroH, p.bg));
  if (a.split)
    page.push(
      rrect(cx + cw * 0.52, cy + 80, cw * 0.44, heroH - 110, 24, p.soft, { opacity: 0.5 }),
      motif(a.motif, cx + cw * 0.52, cy + 80, cw * 0.44, heroH - 110, p, "st"),
    );
  else page.push(g(motif(a.motif, cx, cy + 60, cw, heroH - 60, p, "st"), { opacity: 0.9 }));
  // nav
  page.push(rect(cx, cy, cw, 64, p.bg, { opacity: a.split ? 1 : 0.85 }));
  page.push(
    circle(cx + 44, cy + 32, 14, p.accent),
    text(brand, cx + 68, cy + 40, { size: 22, weight: 800, fill: p.fg }),
  );
  let nx = cx + cw - 200;
  page.push(
    rrect(nx, cy + 14, 170, 36, 18, p.accent),
    text("Book now", nx + 85, cy + 38, {
      size: 15,
      weight: 700,
      fill: p.bg === "#FFF4E0" || p.bg === "#E6F4EA" ? C.white : p.ink,
      anchor: "middle",
    }),
  );
  for (const item of [...a.nav].reverse()) {
    nx -= measure(item, { size: 15, weight: 600 }) + 32;
    page.push(text(item, nx, cy + 38, { size: 15, weight: 600, fill: p.fg, opacity: 0.9 }));
  }
  // headline
  const hw = a.split ? cw * 0.44 : cw * 0.55;
  const hd = paragraph(a.headline, cx + 60, cy + 150, {
    size: 46,
    weight: 800,
    fill: p.fg,
    maxWidth: hw,
    lineHeight: 52,
  });
  if (!a.split) page.push(rect(cx, cy + 64, cw * 0.62, heroH - 64, p.bg, { opacity: 0.55 }));
  page.push(hd.svg);
  page.push(
    paragraph(a.sub, cx + 60, hd.end + 46, {
      size: 19,
      weight: 500,
      fill: p.fg,
      maxWidth: hw,
      lineHeight: 28,
      opacity: 0.85,
    }).svg,
  );
  // booking widget
  const wy = cy + heroH - 60;
  const ww = cw - 120;
  page.push(g(rrect(cx + 60, wy, ww, 96, 18, C.white), { filter: "url(#sh)" }));
  a.widget.forEach(([l, v], i) => {
    const x = cx + 90 + i * 240;
    page.push(
      text(l, x, wy + 38, { size: 14, weight: 600, fill: C.grey500 }),
      text(v, x, wy + 68, { size: 19, weight: 700, fill: C.ink }),
    );
    if (i > 0) page.push(rect(x - 24, wy + 22, 2, 52, C.grey100));
  });
  const ctaW = measure(a.cta, { size: 18, weight: 700 }) + 56;
  page.push(
    rrect(cx + 60 + ww - ctaW - 18, wy + 20, ctaW, 56, 14, p.accent),
    text(a.cta, cx + 60 + ww - 18 - ctaW / 2, wy + 55, {
      size: 18,
      weight: 700,
      fill: p.bg === "#FFF4E0" || p.bg === "#E6F4EA" ? C.white : p.ink,
      anchor: "middle",
    }),
  );
  // cards
  const ky = wy + 130;
  page.push(text("Popular this season", cx + 60, ky, { size: 24, weight: 800, fill: C.ink }));
  a.cards.forEach(([t, price, m], i) => {
    const x = cx + 60 + i * ((ww + 24) / 3);
    const w = (ww + 24) / 3 - 24;
    page.push(
      `<clipPath id="kc${i}"><rect x="${x}" y="${ky + 24}" width="${w}" height="150" rx="16"/></clipPath>`,
    );
    page.push(
      g(
        rect(x, ky + 24, w, 150, [p.soft, p.bg, C.grey100][i]!) +
          motif(m, x, ky + 30, w, 150, { ...p, bg: p.soft }, `kc${i}m`),
        { "clip-path": `url(#kc${i})` },
      ),
    );
    page.push(text(t, x, ky + 204, { size: 18, weight: 700, fill: C.ink }));
    page.push(
      text(price, x, ky + 230, {
        size: 15,
        weight: 600,
        fill: p.accent === "#FFC94D" ? "#B7791F" : p.accent,
      }),
    );
  });
  o.push(g(page.join(""), { "clip-path": "url(#pg)" }));
  return svg(W, H, o.join(""), DEFS);
}

/** `websites/<id>`: every website without a photo. */
export function websiteArtwork(content: SiteContent): Artwork[] {
  return content.portfolioWebsites
    .filter((website) => !website.data.image.photo)
    .map((website) => raster(`websites/${website.id}`, 1200, 750, () => site(website)));
}
