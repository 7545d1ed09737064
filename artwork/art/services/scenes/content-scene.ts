// The scene of a service without art direction: its own page in a browser (title, tagline, features), its
// packages beside. Drawn on a 1000 × 560 stage.

import { iconFor } from "#artwork/art/services/icon-for.ts";
import type { SceneContext } from "#artwork/art/services/service-art.ts";
import { paragraph, text } from "#artwork/lib/font.ts";
import { browser, card, check, iconTile, sparkline, type Theme } from "#artwork/lib/scenes.ts";
import { C, circle, rrect } from "#artwork/lib/svg.ts";

/** The host of an address: "https://example.lk" → "example.lk". */
const host = (url: string) => new URL(url).host;

/** A service without art direction: its own page in a browser (title, tagline, features), its packages beside. */
export function contentScene(t: Theme, { service, identity }: SceneContext): string {
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
