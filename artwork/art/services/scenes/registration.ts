// The private limited company registration scene: the certificate of incorporation and the registration's progress.
// Drawn on a 1000 × 560 stage.
import { text } from "#artwork/lib/font.ts";
import { card, check, statCard, type Theme } from "#artwork/lib/scenes.ts";
import { C, circle, g, path, rect, rrect } from "#artwork/lib/svg.ts";

export function registration(t: Theme): string {
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
