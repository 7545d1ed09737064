// The graphic design scene: a logo on its construction circles, the brand palette, type and layers.
// Drawn on a 1000 × 560 stage.
import { text } from "#artwork/lib/font.ts";
import { card, icon, type Theme } from "#artwork/lib/scenes.ts";
import { C, circle, g, line, path, rect, rrect } from "#artwork/lib/svg.ts";

export function graphicDesign(t: Theme): string {
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
