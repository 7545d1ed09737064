// The home page's hero: a fictional client's site in a browser and on a phone, and its results around them.
import { text } from "#artwork/lib/font.ts";
import { hills, waves } from "#artwork/lib/motifs.ts";
import { browser, card, check, iconTile, phone, sparkline, statCard } from "#artwork/lib/scenes.ts";
import { C, circle, g, rect, rrect, svg } from "#artwork/lib/svg.ts";
import { bg, DEFS, T } from "./backdrop.ts";

export function home(): string {
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
