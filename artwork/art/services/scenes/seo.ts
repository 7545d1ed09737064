// The SEO scene: a search with the client's site ranked first, its traffic and keyword positions.
// Drawn on a 1000 × 560 stage.
import { text } from "#artwork/lib/font.ts";
import { bar, browser, card, icon, sparkline, statCard, type Theme } from "#artwork/lib/scenes.ts";
import { C, rrect } from "#artwork/lib/svg.ts";

export function seo(t: Theme): string {
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
