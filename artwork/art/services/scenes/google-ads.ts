// The Google Ads scene: a sponsored result, conversions by week, the campaign's figures and budget split.
// Drawn on a 1000 × 560 stage.
import { paragraph, text } from "#artwork/lib/font.ts";
import { bars, card, donut, statCard, type Theme } from "#artwork/lib/scenes.ts";
import { C, circle, rrect } from "#artwork/lib/svg.ts";

export function googleAds(t: Theme): string {
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
