// The social media scene: a café's post on a phone, its reach, followers, calendar and engagement.
// Drawn on a 1000 × 560 stage.
import { paragraph, text } from "#artwork/lib/font.ts";
import { waves } from "#artwork/lib/motifs.ts";
import { bars, card, icon, iconTile, phone, statCard, type Theme } from "#artwork/lib/scenes.ts";
import { C, circle, g, rect, rrect } from "#artwork/lib/svg.ts";

export function socialMedia(t: Theme): string {
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
