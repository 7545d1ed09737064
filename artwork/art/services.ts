// Service artwork (src/content/services/<id>.en.yaml): the hero (2:1), the overview and the "What's included"
// picture (4:3) of each service's page. The title, tagline and features drawn come from the service's file; art
// direction by service id is the icon and the scene (a mock-up with fictional client copy). A service without
// art direction gets a scene drawn from its own content.
import { measure, paragraph, text } from "#artwork/lib/font.ts";
import { hills, waves } from "#artwork/lib/motifs.ts";
import {
  bars,
  browser,
  card,
  check,
  DARK,
  donut,
  icon,
  iconTile,
  LIGHT,
  phone,
  sparkline,
  statCard,
  type Theme,
} from "#artwork/lib/scenes.ts";
import { C, circle, dots, g, line, path, rect, rrect, shadow, svg } from "#artwork/lib/svg.ts";
import { type Artwork, raster, type SiteContent } from "#artwork/lib/types.ts";

type Service = SiteContent["services"][number];
type Identity = SiteContent["identity"][number]["data"];

/** What a scene may read besides its theme: the service drawn and the agency's identity. */
interface SceneContext {
  readonly service: Service;
  readonly identity: Identity;
}

/** A scene, drawn on a 1000 × 560 stage. */
type Scene = (t: Theme, context: SceneContext) => string;

interface ServiceArt {
  /** The icon of the overview's title tile (scenes.ts `icon` names). */
  readonly icon: string;
  readonly scene: Scene;
}

// ---------- scenes, drawn on a 1000 × 560 stage ----------

function registration(t: Theme): string {
  const o: string[] = [];
  o.push(g(card(150, 70, 380, 460, t), { transform: "rotate(-6 340 300)" }));
  o.push(g(card(170, 60, 380, 460, t), { transform: "rotate(-2 360 290)" }));
  o.push(card(200, 40, 400, 480, t));
  o.push(rect(200, 40, 400, 10, C.tealDark));
  o.push(
    text("DEMOCRATIC SOCIALIST REPUBLIC OF SRI LANKA", 400, 90, {
      size: 11,
      weight: 700,
      fill: t.muted,
      anchor: "middle",
      tracking: 0.08,
    }),
  );
  o.push(text("Certificate of", 400, 140, { size: 26, weight: 500, fill: t.text, anchor: "middle" }));
  o.push(text("Incorporation", 400, 174, { size: 34, weight: 800, fill: t.text, anchor: "middle" }));
  o.push(
    text("Companies Act No. 07 of 2007", 400, 204, {
      size: 13,
      weight: 500,
      fill: t.muted,
      anchor: "middle",
    }),
  );
  o.push(
    text("KANDYAN CRAFT EXPORTS (PVT) LTD", 400, 256, {
      size: 16,
      weight: 800,
      fill: C.tealDark,
      anchor: "middle",
    }),
  );
  o.push(
    text("Company No. PV 00284716", 400, 282, { size: 13, weight: 600, fill: t.muted, anchor: "middle" }),
  );
  for (let i = 0; i < 4; i++) o.push(rrect(250, 310 + i * 24, i === 3 ? 180 : 300, 8, 4, t.line));
  // seal
  o.push(
    circle(500, 440, 56, C.saffron),
    circle(500, 440, 46, "none", { stroke: "#FFFFFF", "stroke-width": 2, "stroke-dasharray": "4 4" }),
  );
  o.push(
    text("PVT", 500, 436, { size: 20, weight: 800, fill: C.white, anchor: "middle" }),
    text("LTD", 500, 458, { size: 16, weight: 800, fill: C.white, anchor: "middle" }),
  );
  o.push(
    path("M470 490 L 458 540 L 480 528 L 492 548 L 500 496 Z", C.saffron),
    path("M530 490 L 542 540 L 520 528 L 508 548 L 500 496 Z", "#D98E00"),
  );
  o.push(
    path("M270 450 C 290 420, 310 470, 330 440 S 370 430, 390 450", "none", {
      stroke: C.ink4,
      "stroke-width": 3,
      "stroke-linecap": "round",
    }),
  );
  // checklist
  o.push(card(640, 80, 300, 330, t));
  o.push(text("Registration progress", 664, 120, { size: 17, weight: 800, fill: t.text }));
  const steps = [
    "Name reserved",
    "Form 01 filed",
    "Forms 18 & 19",
    "Articles of association",
    "Certificate issued",
    "TIN registration",
  ];
  steps.forEach((s, i) => {
    const done = i < 5;
    o.push(
      done
        ? check(680, 160 + i * 42, 12)
        : circle(680, 160 + i * 42, 12, "none", { stroke: t.muted, "stroke-width": 2 }),
    );
    o.push(text(s, 704, 166 + i * 42, { size: 15, weight: done ? 600 : 500, fill: done ? t.text : t.muted }));
  });
  o.push(statCard(660, 430, t, "Typical turnaround", "7 days", "fast", C.teal));
  return o.join("");
}

function ecommerce(t: Theme): string {
  const o: string[] = [];
  const b = browser(60, 30, 640, 500, t, "kandycraft.lk/shop");
  o.push(b.svg);
  const x = b.cx + 24;
  o.push(text("Kandy Craft", x, b.cy + 40, { size: 20, weight: 800, fill: t.text }));
  ["Shop", "Batik", "Brass", "Gifts"].forEach(
    (m, i) => void o.push(text(m, x + 300 + i * 70, b.cy + 40, { size: 14, weight: 600, fill: t.muted })),
  );
  o.push(rrect(x, b.cy + 64, 592, 150, 14, C.tealDark));
  o.push(text("Handmade in Kandy", x + 28, b.cy + 120, { size: 28, weight: 800, fill: C.white }));
  o.push(
    text("Free island-wide delivery over LKR 10,000", x + 28, b.cy + 152, {
      size: 14,
      weight: 500,
      fill: "#CCFBF1",
    }),
  );
  o.push(
    rrect(x + 28, b.cy + 170, 110, 30, 15, C.saffron),
    text("Shop now", x + 48, b.cy + 190, { size: 13, weight: 700, fill: C.ink }),
  );
  o.push(circle(x + 500, b.cy + 140, 56, C.teal), circle(x + 500, b.cy + 140, 30, C.saffronLight));
  const items: [string, string, string][] = [
    ["Batik cushion", "LKR 4,800", C.saffronLight],
    ["Brass lamp", "LKR 12,500", "#99F6E4"],
    ["Lacquer box", "LKR 6,200", "#FBCFE8"],
  ];
  items.forEach(([n1, p, c], i) => {
    const cx = x + i * 200;
    o.push(rrect(cx, b.cy + 234, 184, 130, 12, c));
    o.push(circle(cx + 92, b.cy + 300, 34, "#FFFFFF", { opacity: 0.6 }));
    o.push(text(n1, cx, b.cy + 392, { size: 15, weight: 700, fill: t.text }));
    o.push(text(p, cx, b.cy + 416, { size: 14, weight: 600, fill: C.tealDark }));
  });
  o.push(card(720, 60, 240, 220, t));
  o.push(icon("cart", 744, 84, 28, C.teal));
  o.push(text("New order", 784, 104, { size: 16, weight: 800, fill: t.text }));
  o.push(text("#KC-1042 · 3 items", 744, 144, { size: 14, weight: 500, fill: t.muted }));
  o.push(text("LKR 23,500", 744, 186, { size: 28, weight: 800, fill: t.text }));
  o.push(
    rrect(744, 208, 90, 28, 14, C.emerald, { opacity: 0.2 }),
    text("Paid", 770, 228, { size: 14, weight: 700, fill: C.emerald }),
  );
  o.push(text("Koko · Card", 850, 228, { size: 13, weight: 500, fill: t.muted }));
  o.push(statCard(720, 300, t, "Orders this month", "412", "+38%"));
  o.push(card(720, 436, 240, 94, t), sparkline(740, 456, 200, 54, [4, 6, 5, 8, 7, 11, 14], C.teal));
  return o.join("");
}

function webDesign(t: Theme): string {
  const o: string[] = [];
  const b = browser(40, 40, 600, 480, t, "yalahouse.lk");
  o.push(b.svg);
  const x = b.cx + 28;
  o.push(circle(x + 10, b.cy + 34, 10, C.teal), bar(x + 30, b.cy + 28, 90, t.line));
  [0, 1, 2].forEach((i) => void o.push(bar(x + 300 + i * 70, b.cy + 28, 50, t.line)));
  o.push(text("Wild stays at", x, b.cy + 110, { size: 34, weight: 800, fill: t.text }));
  o.push(text("the edge of Yala", x, b.cy + 150, { size: 34, weight: 800, fill: C.tealDark }));
  o.push(bar(x, b.cy + 178, 230, t.line, 10), bar(x, b.cy + 198, 180, t.line, 10));
  o.push(
    rrect(x, b.cy + 226, 130, 38, 19, C.teal),
    text("Book a stay", x + 22, b.cy + 251, { size: 14, weight: 700, fill: C.white }),
  );
  o.push(
    `<clipPath id="wdc"><rect x="${x + 300}" y="${b.cy + 70}" width="244" height="200" rx="16"/></clipPath>`,
  );
  o.push(
    g(
      rect(x + 300, b.cy + 70, 244, 200, "#FFE9B8") +
        hills(x + 300, b.cy + 70, 244, 200, {
          bg: "",
          fg: C.tealDark,
          accent: C.saffron,
          soft: "#5EEAD4",
          ink: C.ink,
        }),
      { "clip-path": "url(#wdc)" },
    ),
  );
  [0, 1, 2].forEach((i) => {
    o.push(rrect(x + i * 184, b.cy + 300, 168, 120, 12, t.dark ? C.ink2 : C.grey50));
    o.push(circle(x + i * 184 + 30, b.cy + 332, 14, [C.teal, C.saffron, C.emerald][i]!));
    o.push(
      bar(x + i * 184 + 18, b.cy + 366, 120, t.line, 9),
      bar(x + i * 184 + 18, b.cy + 386, 90, t.line, 9),
    );
  });
  // code panel
  o.push(rrect(600, 170, 360, 250, 16, C.ink2, { filter: "url(#sh)" }));
  const code: [number, number, string][] = [
    [0, 120, C.tealLight],
    [20, 180, "#93C5FD"],
    [40, 140, C.saffronLight],
    [40, 200, "#E5E9F0"],
    [20, 90, "#93C5FD"],
    [0, 60, C.tealLight],
    [0, 160, "#E5E9F0"],
  ];
  code.forEach(([ind, w, c], i) => void o.push(bar(630 + ind, 200 + i * 28, w, c, 10)));
  // lighthouse scores
  o.push(card(700, 50, 260, 100, t));
  [
    ["100", "Perf."],
    ["100", "A11y"],
    ["100", "SEO"],
  ].forEach(([v, l], i) => {
    const cx = 750 + i * 80;
    o.push(circle(cx, 88, 24, "none", { stroke: C.emerald, "stroke-width": 5 }));
    o.push(text(v!, cx, 94, { size: 14, weight: 800, fill: C.emerald, anchor: "middle" }));
    o.push(text(l!, cx, 134, { size: 12, weight: 600, fill: t.muted, anchor: "middle" }));
  });
  o.push(card(660, 440, 300, 90, t), iconTile(680, 458, 54, "phone", C.teal, C.white));
  o.push(
    text("Responsive", 750, 482, { size: 17, weight: 800, fill: t.text }),
    text("375 · 768 · 1440 px", 750, 508, { size: 14, weight: 500, fill: t.muted }),
  );
  return o.join("");
}

function socialMedia(t: Theme): string {
  const o: string[] = [];
  const ph = phone(360, 20, 270, 530);
  o.push(ph.svg, rect(ph.cx, ph.cy, ph.cw, ph.ch, t.dark ? C.ink2 : C.white, { rx: 22 }));
  const x = ph.cx + 14;
  o.push(
    circle(x + 16, ph.cy + 34, 16, C.saffron),
    text("galle.fort.cafe", x + 42, ph.cy + 40, { size: 14, weight: 700, fill: t.text }),
  );
  o.push(
    `<clipPath id="smc"><rect x="${ph.cx}" y="${ph.cy + 64}" width="${ph.cw}" height="${ph.cw}"/></clipPath>`,
  );
  o.push(
    g(
      rect(ph.cx, ph.cy + 64, ph.cw, ph.cw, "#F6EEE3") +
        waves(ph.cx, ph.cy + 64, ph.cw, ph.cw, {
          bg: "",
          fg: C.teal,
          accent: C.saffron,
          soft: "#99F6E4",
          ink: C.tealDark,
        }),
      { "clip-path": "url(#smc)" },
    ),
  );
  const yb = ph.cy + 64 + ph.cw + 30;
  o.push(icon("heart", x, yb - 18, 24, "#EF4444"), icon("mail", x + 36, yb - 18, 24, t.text));
  o.push(text("2,481 likes", x, yb + 26, { size: 14, weight: 700, fill: t.text }));
  o.push(
    paragraph("Sunset sundowners on the ramparts, every Friday from 5 pm.", x, yb + 50, {
      size: 13,
      weight: 500,
      fill: t.muted,
      maxWidth: ph.cw - 28,
      lineHeight: 18,
    }).svg,
  );
  // floating cards
  o.push(statCard(60, 70, t, "Reach this week", "24.6k", "+62%"));
  o.push(statCard(60, 210, t, "New followers", "+1,208", "+18%", C.teal));
  o.push(card(60, 350, 260, 170, t));
  o.push(text("Content calendar", 82, 386, { size: 16, weight: 800, fill: t.text }));
  for (let i = 0; i < 14; i++) {
    const on = [1, 3, 4, 7, 9, 12].includes(i);
    o.push(
      rrect(
        82 + (i % 7) * 32,
        404 + Math.floor(i / 7) * 46,
        26,
        38,
        6,
        on ? [C.teal, C.saffron, C.emerald][i % 3]! : t.line,
      ),
    );
  }
  o.push(
    card(680, 90, 270, 110, t),
    circle(720, 145, 22, C.ink4),
    text("“Booked our table!”", 754, 140, { size: 15, weight: 700, fill: t.text }),
    text("2 min ago · reply", 754, 164, { size: 13, weight: 500, fill: t.muted }),
  );
  o.push(
    card(680, 230, 270, 150, t),
    text("Engagement", 702, 266, { size: 16, weight: 800, fill: t.text }),
    bars(700, 286, 230, 80, [3, 5, 4, 6, 5, 8, 9], C.teal, t.line),
  );
  o.push(
    card(680, 410, 270, 110, t),
    iconTile(700, 432, 64, "calendar", C.saffron, C.ink),
    text("20 posts + 4 reels", 780, 458, { size: 15, weight: 800, fill: t.text }),
    text("scheduled for May", 780, 482, { size: 13, weight: 500, fill: t.muted }),
  );
  return o.join("");
}

function bar(x: number, y: number, w: number, fill: string, h = 12): string {
  return rrect(x, y, w, h, h / 2, fill);
}

function graphicDesign(t: Theme): string {
  const o: string[] = [];
  o.push(card(40, 40, 560, 480, t));
  o.push(
    rect(40, 40, 560, 40, t.dark ? C.ink2 : C.grey100, { rx: 18 }),
    text("Artboard · logo-final.ai", 64, 66, { size: 13, weight: 600, fill: t.muted }),
  );
  // construction circles
  const cx = 320;
  const cy = 290;
  [150, 110, 70].forEach(
    (r) =>
      void o.push(
        circle(cx, cy, r, "none", {
          stroke: C.teal,
          "stroke-width": 1.5,
          "stroke-dasharray": "6 6",
          opacity: 0.8,
        }),
      ),
  );
  o.push(
    line(120, cy, 520, cy, C.teal, 1.5, { "stroke-dasharray": "6 6", opacity: 0.6 }),
    line(cx, 100, cx, 480, C.teal, 1.5, { "stroke-dasharray": "6 6", opacity: 0.6 }),
  );
  o.push(
    path(
      `M${cx} ${cy - 110} C ${cx + 90} ${cy - 60}, ${cx + 90} ${cy + 60}, ${cx} ${cy + 110} C ${cx - 90} ${cy + 60}, ${cx - 90} ${cy - 60}, ${cx} ${cy - 110} Z`,
      C.tealDark,
    ),
  );
  o.push(
    path(`M${cx} ${cy - 110} C ${cx + 30} ${cy - 30}, ${cx + 30} ${cy + 40}, ${cx} ${cy + 110}`, "none", {
      stroke: C.saffronLight,
      "stroke-width": 6,
    }),
  );
  // bezier handles
  o.push(
    line(cx + 90, cy - 60, cx + 150, cy - 130, C.saffron, 2),
    circle(cx + 150, cy - 130, 7, C.white, { stroke: C.saffron, "stroke-width": 3 }),
  );
  o.push(rect(cx + 84, cy - 66, 12, 12, C.white, { stroke: C.saffron, "stroke-width": 3 }));
  // pen tool
  o.push(
    g(path("M0 0 L 26 -60 L 52 0 L 26 20 Z", C.ink) + circle(26, -18, 6, C.white), {
      transform: `translate(${cx + 160} ${cy - 90}) rotate(-30)`,
    }),
  );
  // palette
  o.push(card(630, 40, 330, 150, t), text("Brand palette", 652, 76, { size: 16, weight: 800, fill: t.text }));
  [C.tealDark, C.teal, C.saffron, C.ink, "#F5F7FA"].forEach(
    (c, i) => void o.push(rrect(652 + i * 60, 96, 50, 70, 10, c, { stroke: t.line, "stroke-width": 1 })),
  );
  // type
  o.push(
    card(630, 210, 330, 150, t),
    text("Aa", 652, 310, { size: 80, weight: 800, fill: t.text }),
    text("Headline · 800", 780, 270, { size: 15, weight: 700, fill: t.text }),
    text("Body · 500", 780, 298, { size: 15, weight: 500, fill: t.muted }),
    text("Caption · 600", 780, 326, { size: 13, weight: 600, fill: t.muted }),
  );
  // layers
  o.push(card(630, 380, 330, 140, t));
  ["Mark", "Wordmark", "Tagline"].forEach((l, i) => {
    o.push(rrect(650, 398 + i * 38, 290, 30, 8, i === 0 ? C.teal : t.panel2, { opacity: i === 0 ? 0.2 : 1 }));
    o.push(
      icon("pen", 660, 402 + i * 38, 20, i === 0 ? C.tealDark : t.muted),
      text(l, 690, 419 + i * 38, { size: 14, weight: 600, fill: t.text }),
    );
  });
  return o.join("");
}

function seo(t: Theme): string {
  const o: string[] = [];
  const b = browser(40, 30, 580, 500, t, "search");
  o.push(b.svg);
  const x = b.cx + 28;
  o.push(
    rrect(x, b.cy + 24, 520, 46, 23, t.panel, { stroke: t.line, "stroke-width": 2 }),
    icon("search", x + 16, b.cy + 35, 24, t.muted),
  );
  o.push(text("boutique hotel in galle fort", x + 52, b.cy + 53, { size: 16, weight: 500, fill: t.text }));
  const results: [string, string, boolean][] = [
    ["fortbungalow.lk", "The Fort Bungalow, Galle | Boutique Hotel", true],
    ["travelguide.lk", "12 best places to stay in Galle Fort", false],
    ["hotelsearch.com", "Galle Fort hotels from LKR 18,000", false],
  ];
  results.forEach(([u, tt, top], i) => {
    const y = b.cy + 100 + i * 120;
    if (top)
      o.push(
        rrect(x - 12, y - 16, 544, 112, 12, C.teal, { opacity: 0.12 }),
        rrect(x + 430, y - 4, 92, 28, 14, C.teal),
        text("Rank #1", x + 444, y + 15, { size: 13, weight: 800, fill: C.white }),
      );
    o.push(text(u, x, y + 10, { size: 13, weight: 500, fill: t.muted }));
    o.push(text(tt, x, y + 38, { size: 18, weight: 700, fill: top ? C.tealDark : "#2563EB" }));
    o.push(bar(x, y + 56, 440, t.line, 9), bar(x, y + 74, 320, t.line, 9));
  });
  o.push(statCard(650, 40, t, "Organic traffic", "+142%", "6 mo"));
  o.push(
    card(650, 180, 310, 200, t),
    text("Keyword positions", 672, 214, { size: 16, weight: 800, fill: t.text }),
  );
  o.push(sparkline(672, 240, 266, 110, [2, 3, 3, 5, 6, 8, 11, 13], C.teal));
  o.push(
    card(650, 400, 310, 130, t),
    text("Top keywords", 672, 434, { size: 16, weight: 800, fill: t.text }),
  );
  [
    ["galle fort hotel", "1"],
    ["boutique hotel galle", "2"],
    ["fort bungalow", "1"],
  ].forEach(([k, p], i) => {
    o.push(
      text(k!, 672, 462 + i * 24, { size: 13, weight: 500, fill: t.muted }),
      text(`#${p}`, 938, 462 + i * 24, { size: 13, weight: 800, fill: C.emerald, anchor: "end" }),
    );
  });
  return o.join("");
}

function googleAds(t: Theme): string {
  const o: string[] = [];
  o.push(card(40, 40, 440, 200, t));
  o.push(
    text("Sponsored", 64, 76, { size: 13, weight: 700, fill: t.text }),
    text("www.lankaweddings.lk", 64, 98, { size: 13, weight: 500, fill: t.muted }),
  );
  o.push(text("Wedding Photography in Colombo", 64, 134, { size: 20, weight: 700, fill: "#2563EB" }));
  o.push(
    paragraph("Candid and cinematic packages. Free pre-shoot. Book a 15-minute call today.", 64, 164, {
      size: 14,
      weight: 500,
      fill: t.muted,
      maxWidth: 390,
      lineHeight: 20,
    }).svg,
  );
  o.push(
    rrect(64, 204, 100, 24, 12, C.teal, { opacity: 0.15 }),
    text("Call now", 84, 221, { size: 12, weight: 700, fill: C.tealDark }),
  );
  o.push(
    card(40, 260, 440, 270, t),
    text("Conversions by week", 64, 296, { size: 16, weight: 800, fill: t.text }),
  );
  o.push(bars(64, 316, 392, 190, [12, 18, 16, 24, 22, 31, 38, 44], C.teal, t.line));
  o.push(statCard(510, 40, t, "Clicks", "8,240", "+21%"));
  o.push(statCard(742, 40, t, "CTR", "6.8%", "+1.9", C.teal));
  o.push(statCard(510, 176, t, "Cost / lead", "LKR 610", "−34%", C.emerald));
  o.push(
    card(510, 312, 450, 218, t),
    text("Budget split", 534, 348, { size: 16, weight: 800, fill: t.text }),
  );
  o.push(
    donut(
      620,
      440,
      56,
      [
        [55, C.teal],
        [30, C.saffron],
        [15, C.ink4],
      ],
      t.line,
    ),
  );
  [
    ["Search", C.teal, "55%"],
    ["Display", C.saffron, "30%"],
    ["YouTube", C.ink4, "15%"],
  ].forEach(([l, c, v], i) => {
    o.push(
      circle(730, 404 + i * 36, 8, c!),
      text(l!, 748, 409 + i * 36, { size: 14, weight: 600, fill: t.text }),
      text(v!, 930, 409 + i * 36, { size: 14, weight: 800, fill: t.text, anchor: "end" }),
    );
  });
  return o.join("");
}

function domainHosting(t: Theme): string {
  const o: string[] = [];
  o.push(
    card(40, 50, 560, 150, t),
    text("Find your domain", 68, 92, { size: 18, weight: 800, fill: t.text }),
  );
  o.push(
    rrect(68, 112, 380, 52, 12, t.panel2, { stroke: t.line, "stroke-width": 2 }),
    text("kandycraft", 88, 146, { size: 20, weight: 600, fill: t.text }),
    text(".lk", 88 + measure("kandycraft", { size: 20, weight: 600 }), 146, {
      size: 20,
      weight: 800,
      fill: C.tealDark,
    }),
  );
  o.push(
    rrect(460, 112, 112, 52, 12, C.teal),
    text("Search", 516, 144, { size: 16, weight: 700, fill: C.white, anchor: "middle" }),
  );
  const tlds: [string, boolean][] = [
    [".lk", true],
    [".com", true],
    [".in", false],
  ];
  tlds.forEach(([d, ok], i) => {
    const y = 232 + i * 64;
    o.push(
      card(40, y, 560, 52, t, 12),
      text(`kandycraft${d}`, 64, y + 33, { size: 17, weight: 700, fill: t.text }),
    );
    o.push(ok ? check(470, y + 26, 12, C.emerald) : circle(470, y + 26, 12, t.line));
    o.push(
      text(ok ? "Available" : "Taken", 490, y + 32, {
        size: 14,
        weight: 700,
        fill: ok ? C.emerald : t.muted,
      }),
    );
  });
  // server rack
  o.push(rrect(660, 40, 300, 330, 20, C.ink2, { filter: "url(#sh)" }));
  for (let i = 0; i < 4; i++) {
    const y = 66 + i * 74;
    o.push(
      rrect(684, y, 252, 56, 10, C.ink3),
      circle(710, y + 28, 7, i === 3 ? C.saffron : C.emerald),
      circle(732, y + 28, 7, C.teal, { opacity: 0.7 }),
    );
    for (let k = 0; k < 6; k++) o.push(rrect(790 + k * 22, y + 16, 12, 24, 3, C.ink4));
  }
  o.push(statCard(660, 400, t, "Uptime, last 90 days", "99.98%", "SLA", C.emerald));
  o.push(card(40, 440, 560, 90, t), iconTile(62, 458, 54, "lock", C.emerald, C.white));
  o.push(
    text("Free SSL · daily backups · cPanel", 134, 482, { size: 17, weight: 800, fill: t.text }),
    text("Hosted in Singapore, 40 ms from Colombo", 134, 508, { size: 14, weight: 500, fill: t.muted }),
  );
  return o.join("");
}

function photography(t: Theme, { identity }: SceneContext): string {
  const o: string[] = [];
  const frame = (
    x: number,
    y: number,
    w: number,
    h: number,
    rot: number,
    scene: "hills" | "waves",
    id: string,
  ): string => {
    const inner = `<clipPath id="${id}"><rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 60}"/></clipPath>`;
    const art =
      scene === "hills"
        ? rect(x + 14, y + 14, w - 28, h - 60, "#FFE9B8") +
          hills(x + 14, y + 14, w - 28, h - 60, {
            bg: "",
            fg: C.tealDark,
            accent: C.saffron,
            soft: "#5EEAD4",
            ink: C.ink,
          })
        : rect(x + 14, y + 14, w - 28, h - 60, "#FDE7D0") +
          waves(x + 14, y + 14, w - 28, h - 60, {
            bg: "",
            fg: C.teal,
            accent: "#F97316",
            soft: "#99F6E4",
            ink: C.ink3,
          });
    return g(
      rect(x, y, w, h, C.white, { filter: "url(#sh)" }) + inner + g(art, { "clip-path": `url(#${id})` }),
      { transform: `rotate(${rot} ${x + w / 2} ${y + h / 2})` },
    );
  };
  o.push(frame(60, 70, 300, 300, -8, "hills", "pf1"));
  o.push(frame(640, 60, 300, 300, 7, "waves", "pf2"));
  // camera
  const cx = 500;
  const cy = 330;
  o.push(
    g(rrect(cx - 190, cy - 110, 380, 240, 34, C.ink2) + rrect(cx - 120, cy - 150, 120, 50, 14, C.ink2), {
      filter: "url(#sh)",
    }),
  );
  o.push(rrect(cx - 190, cy - 60, 380, 30, 0, C.ink3));
  o.push(
    circle(cx, cy + 10, 100, C.ink3),
    circle(cx, cy + 10, 78, C.ink),
    circle(cx, cy + 10, 56, C.ink4),
    circle(cx, cy + 10, 34, "#0F3B5C"),
    circle(cx - 14, cy - 4, 12, "#FFFFFF", { opacity: 0.5 }),
  );
  o.push(circle(cx + 140, cy - 80, 14, C.saffron), rrect(cx - 170, cy - 92, 50, 20, 6, C.teal));
  o.push(
    text(identity.photographyArm.toUpperCase(), cx, cy + 158, {
      size: 15,
      weight: 800,
      fill: t.text,
      anchor: "middle",
      tracking: 0.2,
    }),
  );
  // contact strip
  o.push(card(60, 440, 330, 90, t), iconTile(80, 458, 54, "camera", C.saffron, C.ink));
  o.push(
    text("240 edited photos", 150, 482, { size: 17, weight: 800, fill: t.text }),
    text("delivered in 5 days", 150, 508, { size: 14, weight: 500, fill: t.muted }),
  );
  o.push(
    card(640, 440, 300, 90, t),
    text("Client rating", 662, 474, { size: 14, weight: 600, fill: t.muted }),
  );
  o.push(stars(662, 500, 26, C.saffron));
  return o.join("");
}

function stars(x: number, y: number, size: number, fill: string): string {
  let out = "";
  for (let i = 0; i < 5; i++) {
    const cx = x + size / 2 + i * size * 1.15;
    const pts: string[] = [];
    for (let k = 0; k < 10; k++) {
      const r = k % 2 ? size * 0.2 : size * 0.5;
      const a = (Math.PI / 5) * k - Math.PI / 2;
      pts.push(`${(cx + r * Math.cos(a)).toFixed(1)} ${(y + r * Math.sin(a)).toFixed(1)}`);
    }
    out += `<path d="M${pts.join(" L")} Z" fill="${fill}"/>`;
  }
  return out;
}

// ---------- art direction by service id ----------

const serviceArt: Record<string, ServiceArt> = {
  "private-limited-business-registration": { icon: "stamp", scene: registration },
  "e-commerce": { icon: "cart", scene: ecommerce },
  "web-design-development": { icon: "code", scene: webDesign },
  "social-media-marketing": { icon: "heart", scene: socialMedia },
  "graphic-design-branding": { icon: "palette", scene: graphicDesign },
  "seo-optimization": { icon: "search", scene: seo },
  "google-ads-management": { icon: "target", scene: googleAds },
  "domain-hosting": { icon: "server", scene: domainHosting },
  photography: { icon: "camera", scene: photography },
};

/** An icon for a line of copy, by what it talks about (first match wins). */
const ICON_WORDS: readonly (readonly [RegExp, string])[] = [
  [/photo|video|reel|camera|shoot|gallery/i, "camera"],
  [/whatsapp|call|enquir|e-?mail|message|repl/i, "mail"],
  [/mobile|responsive|phone/i, "phone"],
  [/speed|fast|quick|turnaround|same day|\bdays?\b/i, "bolt"],
  [/search|seo|keyword|rank/i, "search"],
  [/secur|ssl|backup|protect/i, "shield"],
  [/cart|store|shop|product|payment|checkout/i, "cart"],
  [/deliver|courier|shipping/i, "truck"],
  [/hosting|server|uptime/i, "server"],
  [/domain|global|local|map|countr/i, "globe"],
  [/report|analytic|dashboard|track|conversion|insight/i, "chart"],
  [/calendar|schedul|month|plan/i, "calendar"],
  [/brand|colou?r|palette|guideline|identity/i, "palette"],
  [/\bads?\b|campaign|target|audience|remarketing/i, "target"],
  [/design|logo|creative|copy|edit|retouch|content/i, "pen"],
  [/support|team|training|community|follower|consult/i, "users"],
  [/regist|certificate|form|document|article|legal|tax|secretar/i, "doc"],
  [/seal|stamp/i, "stamp"],
  [/lock|password|private/i, "lock"],
];
const SPARE_ICONS = ["star", "heart", "bolt", "globe"] as const;

export function iconFor(copy: string, index: number): string {
  return ICON_WORDS.find(([words]) => words.test(copy))?.[1] ?? SPARE_ICONS[index % SPARE_ICONS.length]!;
}

/** The host of an address: "https://example.lk" → "example.lk". */
const host = (url: string) => new URL(url).host;

/** A service without art direction: its own page in a browser (title, tagline, features), its packages beside. */
function contentScene(t: Theme, { service, identity }: SceneContext): string {
  const { data } = service;
  const o: string[] = [];
  const b = browser(40, 30, 600, 500, t, `${host(identity.contact.website)}/services/${service.id}`);
  o.push(b.svg);
  const x = b.cx + 32;
  o.push(iconTile(x, b.cy + 28, 56, iconFor(data.title, 0), C.teal, C.white));
  const title = paragraph(data.title, x, b.cy + 128, {
    size: 30,
    weight: 800,
    fill: t.text,
    maxWidth: 520,
    lineHeight: 36,
  });
  o.push(title.svg);
  const tagline = paragraph(data.tagline, x, title.end + 34, {
    size: 16,
    weight: 500,
    fill: t.muted,
    maxWidth: 520,
    lineHeight: 22,
  });
  o.push(tagline.svg);
  let y = tagline.end + 40;
  for (const [i, feature] of data.features.entries()) {
    const line1 = paragraph(feature, x + 34, y + 5, {
      size: 15,
      weight: 600,
      fill: t.text,
      maxWidth: 490,
      lineHeight: 20,
    });
    if (line1.end > b.cy + b.ch - 24) break;
    o.push(check(x + 11, y, 11, [C.teal, C.saffron, C.emerald][i % 3]!), line1.svg);
    y = line1.end + 34;
  }
  const packages = data.packages.slice(0, 4);
  const ph = 90 + packages.length * 62;
  o.push(card(670, 30, 290, ph, t));
  packages.forEach((pkg, i) => {
    const py = 60 + i * 62;
    const popular = i === 1;
    o.push(rrect(690, py, 250, 50, 12, popular ? C.teal : t.panel2, { opacity: popular ? 0.2 : 1 }));
    o.push(circle(714, py + 25, 8, popular ? C.teal : [C.saffron, C.emerald, C.ink4][i % 3]!));
    o.push(text(pkg.name, 734, py + 31, { size: 16, weight: 700, fill: t.text }));
  });
  o.push(rrect(690, 30 + ph - 50, 250, 10, 5, t.line));
  const chart = Math.min(180, 530 - (30 + ph + 24));
  if (chart > 90) {
    o.push(card(670, 30 + ph + 24, 290, chart, t));
    o.push(sparkline(694, 30 + ph + 48, 242, chart - 48, [2, 3, 3, 5, 6, 8, 11], C.teal));
  }
  return o.join("");
}

const fallbackArt = (service: Service): ServiceArt => ({
  icon: iconFor(service.data.title, 0),
  scene: contentScene,
});

// ---------- compositions ----------

const DEFS = shadow("sh", 10, 16, 0.22);

function hero(art: ServiceArt, context: SceneContext): string {
  const w = 1200;
  const h = 600;
  const defs = `${DEFS}${dots("hd", 30, 1.6, "#23476B")}<radialGradient id="hg" cx="0.7" cy="0.2" r="0.8"><stop offset="0" stop-color="#17314D"/><stop offset="1" stop-color="#0B1B2B"/></radialGradient>`;
  const body = [
    rect(0, 0, w, h, "url(#hg)"),
    rect(0, 0, w, h, "url(#hd)", { opacity: 0.6 }),
    circle(1080, 80, 180, C.teal, { opacity: 0.12 }),
    circle(120, 560, 160, C.saffron, { opacity: 0.08 }),
    g(art.scene({ ...DARK, panel: "#14304C", panel2: C.ink2 }, context), { transform: "translate(100 20)" }),
  ];
  return svg(w, h, body.join(""), defs);
}

/** The largest size (at most `max`) at which one line fits `width`. */
function fittedSize(copy: string, width: number, max: number, weight: 700 | 800): number {
  return Math.min(max, Math.floor((max * width) / Math.max(width, measure(copy, { size: max, weight }))));
}

function overview(art: ServiceArt, context: SceneContext): string {
  const { data } = context.service;
  const w = 1200;
  const h = 900;
  const titleSize = fittedSize(data.title, w - 176 - 60, 38, 800);
  const body = [
    rect(0, 0, w, h, C.grey50),
    circle(1100, 120, 220, C.teal, { opacity: 0.08 }),
    iconTile(80, 60, 72, art.icon, C.tealDark, C.white),
    text(data.title, 176, 112, { size: titleSize, weight: 800, fill: C.ink }),
  ];
  // The tagline in a chip under the title.
  const chipSize = fittedSize(data.tagline, w - 160 - 44, 18, 700);
  const cw = measure(data.tagline, { size: chipSize, weight: 700 }) + 44;
  body.push(
    rrect(80, 170, cw, 40, 20, C.white, { stroke: C.grey100, "stroke-width": 2 }),
    circle(98, 190, 5, C.teal),
    text(data.tagline, 110, 196, { size: chipSize, weight: 700, fill: C.grey700 }),
  );
  body.push(g(art.scene(LIGHT, context), { transform: "translate(24 250) scale(1.15)" }));
  return svg(w, h, body.join(""), DEFS);
}

/** "What's included": the service's features, each on a card with an icon. */
function features(context: SceneContext, heading: string): string {
  const { data } = context.service;
  const w = 1200;
  const h = 900;
  const body = [rect(0, 0, w, h, C.ink), rect(0, 0, w, h, "url(#fd)", { opacity: 0.5 })];
  body.push(
    text(heading.toUpperCase(), 80, 110, { size: 20, weight: 800, fill: C.tealLight, tracking: 0.2 }),
  );
  body.push(
    text(data.title, 80, 168, { size: fittedSize(data.title, w - 160, 44, 800), weight: 800, fill: C.white }),
  );
  const count = data.features.length;
  const cols = count === 1 ? 1 : count === 2 || count === 4 ? 2 : 3;
  const rows = Math.ceil(count / cols);
  const gap = 26;
  const cardW = (w - 160 - (cols - 1) * gap) / cols;
  const cardH = Math.min(280, (h - 230 - 50 - (rows - 1) * gap) / rows);
  const tile = Math.round(Math.min(72, cardH * 0.26));
  const size = cardH < 200 ? 22 : cardH < 240 ? 26 : 30;
  data.features.forEach((feature, i) => {
    const x = 80 + (i % cols) * (cardW + gap);
    const y = 230 + Math.floor(i / cols) * (cardH + gap);
    body.push(rrect(x, y, cardW, cardH, 24, C.ink3, { stroke: C.ink4, "stroke-width": 2 }));
    body.push(
      iconTile(x + 30, y + 30, tile, iconFor(feature, i), [C.teal, C.saffron, C.emerald][i % 3]!, C.ink),
    );
    body.push(
      paragraph(feature, x + 30, y + 30 + tile + size * 1.9, {
        size,
        weight: 800,
        fill: C.white,
        maxWidth: cardW - 60,
        lineHeight: size * 1.25,
      }).svg,
    );
  });
  return svg(w, h, body.join(""), dots("fd", 32, 1.5, C.ink4));
}

/** `services/<id>-hero`, `-overview` and `-features`: each picture of a service's page without a photo. */
export function serviceArtwork(content: SiteContent): Artwork[] {
  const identity = content.identity[0]!.data;
  const heading = content.serviceDetailPage[0]!.data.featuresTitle;
  return content.services.flatMap((service) => {
    const art = serviceArt[service.id] ?? fallbackArt(service);
    const context: SceneContext = { service, identity };
    const { images } = service.data;
    const key = (part: string) => `services/${service.id}-${part}`;
    return [
      images.hero.photo ? [] : [raster(key("hero"), 1200, 600, () => hero(art, context))],
      images.overview.photo ? [] : [raster(key("overview"), 1200, 900, () => overview(art, context))],
      images.features.photo ? [] : [raster(key("features"), 1200, 900, () => features(context, heading))],
    ].flat();
  });
}
