// The domain and hosting scene: a domain search, a server rack, uptime and the hosting's features.
// Drawn on a 1000 × 560 stage.
import { measure, text } from "#artwork/lib/font.ts";
import { card, check, iconTile, statCard, type Theme } from "#artwork/lib/scenes.ts";
import { C, circle, rrect } from "#artwork/lib/svg.ts";

export function domainHosting(t: Theme): string {
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
