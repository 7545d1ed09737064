// The e-commerce scene: a craft shop's storefront, a new order and the month's orders.
// Drawn on a 1000 × 560 stage.
import { text } from "#artwork/lib/font.ts";
import { browser, card, icon, sparkline, statCard, type Theme } from "#artwork/lib/scenes.ts";
import { C, circle, rrect } from "#artwork/lib/svg.ts";

export function ecommerce(t: Theme): string {
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
