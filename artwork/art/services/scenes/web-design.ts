// The web design scene: a hotel's site in a browser, its code, its Lighthouse scores and its sizes.
// Drawn on a 1000 × 560 stage.
import { text } from "#artwork/lib/font.ts";
import { hills } from "#artwork/lib/motifs.ts";
import { bar, browser, card, iconTile, type Theme } from "#artwork/lib/scenes.ts";
import { C, circle, g, rect, rrect } from "#artwork/lib/svg.ts";

export function webDesign(t: Theme): string {
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
