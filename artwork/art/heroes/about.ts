// The about page's hero: the offices on a map, the team, the figures and the journey, from the about page and
// site/identity/identity.en.yaml.
import { measure, text } from "#artwork/lib/font.ts";
import { stars } from "#artwork/lib/motifs.ts";
import { avatarDot, card, statCard } from "#artwork/lib/scenes.ts";
import { C, circle, path, rect, svg } from "#artwork/lib/svg.ts";
import type { SiteContent } from "#artwork/lib/types.ts";
import { bg, DEFS, T } from "./backdrop.ts";

/** Where each office's pin sits on the map (by office id), and on which side its label card goes. */
const PINS: Record<string, { x: number; y: number; right: boolean }> = {
  bengaluru: { x: 520, y: 330, right: false },
  colombo: { x: 676, y: 760, right: true },
};
const SPARE_PINS = [
  { x: 300, y: 120, right: true },
  { x: 560, y: 520, right: false },
] as const;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [...word][0]!.toUpperCase())
    .slice(0, 2)
    .join("");

/** ["A", "B", "C"] → "A, B and C". */
const both = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");

export function about(content: SiteContent): string {
  const identity = content.identity[0]!.data;
  const page = content.aboutPage[0]!.data;
  const W = 1200;
  const H = 900;
  const o: string[] = [bg(W, H)];
  // a stylised map: the tip of the subcontinent and the island
  o.push(
    path(
      "M120 0 L 760 0 C 740 160, 700 300, 640 420 C 600 500, 560 560, 520 600 C 500 560, 470 500, 430 420 C 360 280, 260 140, 120 0 Z",
      C.ink3,
    ),
  );
  o.push(
    path(
      "M700 560 C 740 560, 780 620, 800 700 C 815 770, 790 830, 740 845 C 700 855, 660 820, 650 760 C 640 690, 650 600, 700 560 Z",
      C.tealDark,
    ),
  );
  o.push(
    path("M700 560 C 740 560, 780 620, 800 700", "none", {
      stroke: C.tealLight,
      "stroke-width": 3,
      opacity: 0.6,
    }),
  );
  // The offices: the first is the head office, there since the agency was founded.
  let spare = 0;
  const pins = identity.offices.map((office) => ({
    office,
    ...(PINS[office.id] ?? SPARE_PINS[spare++ % 2]!),
  }));
  const [head, second] = pins;
  if (head && second)
    o.push(
      path(
        `M${second.x} ${second.y} C ${second.x + 120} ${second.y + 30}, ${head.x + 24} ${head.y - 240}, ${head.x} ${head.y}`,
        "none",
        {
          stroke: C.saffron,
          "stroke-width": 4,
          "stroke-dasharray": "10 10",
          "stroke-linecap": "round",
        },
      ),
    );
  pins.forEach(({ office, x, y, right }, index) => {
    const sub = index === 0 ? `${office.label} · since ${identity.foundedYear}` : office.label;
    const w = Math.max(
      250,
      Math.ceil(
        Math.max(measure(sub, { size: 16, weight: 500 }), measure(office.city, { size: 24, weight: 800 })),
      ) + 48,
    );
    const cx = right ? x + 40 : x - 40 - w;
    o.push(
      circle(x, y, 26, C.saffron, { opacity: 0.25 }),
      circle(x, y, 12, C.saffron),
      card(cx, y - 50, w, 96, T),
      text(office.city, cx + 24, y - 10, { size: 24, weight: 800, fill: C.white }),
      text(sub, cx + 24, y + 22, { size: 16, weight: 500, fill: "#9FB3C8" }),
    );
  });
  // The team: the founder and the members, as initials.
  o.push(
    card(860, 80, 290, 230, T),
    text(page.team.title, 884, 122, { size: 18, weight: 800, fill: C.white }),
  );
  const people = [identity.founder.name, ...content.team.map((member) => member.data.name)];
  const faces = [C.teal, C.saffron, C.ink4, C.emerald, "#64748B"];
  const shown = people.length > 5 ? 4 : people.length;
  people
    .slice(0, shown)
    .forEach((name, k) => void o.push(avatarDot(912 + k * 50, 180, 26, faces[k]!, initials(name))));
  if (people.length > shown)
    o.push(avatarDot(912 + shown * 50, 180, 26, C.ink3, `+${people.length - shown}`));
  const countries = [...new Set(identity.offices.map((office) => office.country))];
  const where = `marketers in ${both(countries)}`;
  o.push(
    text("Designers, developers and", 884, 250, { size: 15, weight: 500, fill: "#9FB3C8" }),
    text(
      measure(where, { size: 15, weight: 500 }) <= 250 ? where : `marketers in ${countries.length} countries`,
      884,
      274,
      {
        size: 15,
        weight: 500,
        fill: "#9FB3C8",
      },
    ),
  );
  // The figures of "Why choose us".
  const [projects, satisfaction] = page.whyChooseUs.stats;
  if (projects)
    o.push(statCard(860, 340, T, projects.label, projects.number, `since ${identity.foundedYear}`, C.teal));
  if (satisfaction)
    o.push(
      card(860, 490, 290, 150, T),
      text(satisfaction.label, 884, 530, { size: 16, weight: 700, fill: "#9FB3C8" }),
      stars(884, 572, 30, C.saffron),
      text(satisfaction.number, 884, 622, { size: 22, weight: 800, fill: C.white }),
    );
  // The journey's years.
  const years = page.journey.milestones.map((milestone) => milestone.year).slice(-5);
  const step = years.length > 1 ? Math.min(100, 300 / (years.length - 1)) : 0;
  o.push(
    card(60, 700, 380, 150, T),
    text(page.journey.title, 84, 740, { size: 16, weight: 700, fill: "#9FB3C8" }),
  );
  years.forEach((year, i) => {
    const last = i === years.length - 1;
    o.push(
      circle(100 + i * step, 790, 10, last ? C.saffron : C.teal),
      text(year, 100 + i * step, 830, { size: 15, weight: 700, fill: C.white, anchor: "middle" }),
    );
    if (!last) o.push(rect(112 + i * step, 788, step - 24, 4, C.ink4));
  });
  return svg(W, H, o.join(""), DEFS);
}
