// Founder and team portraits: DiceBear "Lorelei" (CC0 design) heads in one consistent style, with drawn
// shoulders and brand-coloured backgrounds. Signature: Great Vibes (OFL) outlined to a path.
import { lorelei } from "@dicebear/collection";
import { createAvatar } from "@dicebear/core";
import { teamMembers } from "../../../app/content/team.ts";
import { measure, textPath } from "../lib/font.ts";
import { C, circle, dots, path, rect, svg } from "../lib/svg.ts";
import { type Group, type Job, RASTER } from "../lib/types.ts";

export interface PortraitSpec {
  readonly seed: string;
  readonly hair: number;
  readonly skin: string;
  readonly eyes?: number;
  readonly eyebrows?: number;
  readonly mouth?: number;
  readonly glasses?: number;
  readonly beard?: number;
  readonly earrings?: number;
  readonly bg: readonly [string, string];
  readonly ring: string;
  readonly shirt: string;
  readonly collar?: string;
}

const v = (n: number): string => `variant${String(n).padStart(2, "0")}`;

function head(p: PortraitSpec): string {
  const opts = {
    seed: p.seed,
    hair: [v(p.hair)],
    skinColor: [p.skin.slice(1)],
    hairColor: ["17181c"],
    eyes: [v(p.eyes ?? 2)],
    eyebrows: [v(p.eyebrows ?? 2)],
    mouth: [`happy${String(p.mouth ?? 2).padStart(2, "0")}`],
    glasses: [v(p.glasses ?? 1)],
    glassesProbability: p.glasses ? 100 : 0,
    beard: [v(p.beard ?? 1)],
    beardProbability: p.beard ? 100 : 0,
    earrings: [v(p.earrings ?? 1)],
    earringsProbability: p.earrings ? 100 : 0,
    earringsColor: ["f4a300"],
    frecklesProbability: 0,
    hairAccessoriesProbability: 0,
  } as Parameters<typeof createAvatar<typeof lorelei>>[1];
  return createAvatar(lorelei, opts).toString();
}

/** A 4:5 portrait, drawn in an 800×1000 box. */
export function portrait(p: PortraitSpec): string {
  const W = 800;
  const H = 1000;
  const size = 640;
  const ax = (W - size) / 2;
  const ay = 150;
  const avatar = head(p).replace(/^<svg /, `<svg x="${ax}" y="${ay}" width="${size}" height="${size}" `);
  const neckY = ay + size * 0.895;
  const t = neckY - 30;
  const torso = `M30 ${H} C 40 ${t + 120}, 150 ${t + 6}, 300 ${t} L 500 ${t} C 650 ${t + 6}, 760 ${t + 120}, 770 ${H} Z`;
  const vneck = `M328 ${t + 2} L 400 ${t + 104} L 472 ${t + 2} Z`;
  const collarL = `M314 ${t} L 400 ${t + 106} L 350 ${t + 146} L 290 ${t + 26} Z`;
  const collarR = `M486 ${t} L 400 ${t + 106} L 450 ${t + 146} L 510 ${t + 26} Z`;
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>${dots("dt", 28, 2.2, "#FFFFFF")}`;
  const body = [
    rect(0, 0, W, H, "url(#bg)"),
    rect(0, 0, W, 420, "url(#dt)", { opacity: 0.35 }),
    circle(400, 470, 330, p.ring),
    circle(400, 470, 330, "none", { stroke: "#FFFFFF", "stroke-opacity": 0.5, "stroke-width": 3 }),
    circle(655, 190, 26, C.saffron),
    circle(140, 700, 14, "#FFFFFF", { opacity: 0.7 }),
    avatar,
    path(torso, p.shirt),
    path(vneck, p.skin),
    path(`M328 ${t + 2} L 400 ${t + 104} L 472 ${t + 2}`, "none", {
      stroke: "#17181c",
      "stroke-width": 6,
      "stroke-linejoin": "round",
    }),
    p.collar ? path(collarL, p.collar) + path(collarR, p.collar) : "",
    path(torso, "none", { stroke: "#17181c", "stroke-width": 6 }),
  ];
  return svg(W, H, body.join(""), defs);
}

export const founderPortrait: PortraitSpec = {
  seed: "Kavindu Perera",
  hair: 3,
  skin: "#A86F47",
  glasses: 1,
  bg: [C.tealLight, C.tealDark],
  ring: "#5EEAD4",
  shirt: C.ink2,
  collar: "#F5F7FA",
};

/** How each team member is drawn, by team member id (see app/content/team.ts). */
const teamLooks: Record<string, PortraitSpec> = {
  "nimali-fernando": {
    seed: "Nimali Fernando",
    hair: 23,
    skin: "#B98157",
    eyes: 2,
    eyebrows: 4,
    mouth: 6,
    earrings: 2,
    bg: [C.saffronLight, C.saffron],
    ring: "#FFE29A",
    shirt: C.tealDark,
  },
  "arjun-menon": {
    seed: "Arjun Menon",
    hair: 8,
    skin: "#8D5A3B",
    eyes: 2,
    eyebrows: 2,
    mouth: 10,
    glasses: 3,
    bg: [C.ink4, C.ink2],
    ring: "#2F5D88",
    shirt: C.grey100,
    collar: C.white,
  },
  "tharushi-jayasinghe": {
    seed: "Tharushi Jayasinghe",
    hair: 35,
    skin: "#C08A5F",
    eyes: 2,
    eyebrows: 6,
    mouth: 2,
    bg: [C.tealLight, C.teal],
    ring: "#99F6E4",
    shirt: C.saffron,
  },
  "ishan-wickramasinghe": {
    seed: "Ishan Wickramasinghe",
    hair: 6,
    skin: "#9C6644",
    eyes: 2,
    eyebrows: 1,
    mouth: 6,
    bg: [C.grey100, "#CBD5E1"],
    ring: C.white,
    shirt: C.ink3,
    collar: C.teal,
  },
};

/** The signature, ink on transparent: Great Vibes outlines plus a pen flourish. */
export function signature(colour: string = C.ink): string {
  const size = 120;
  const name = "Kavindu Perera";
  const w = measure(name, { size, family: "script" });
  const W = Math.ceil(w + 60);
  const H = 190;
  const d = textPath(name, 24, 118, { size, family: "script" });
  const flourish = `M${36} 150 C ${W * 0.3} 132, ${W * 0.62} 128, ${W - 30} 140 C ${W - 10} 143, ${W - 60} 158, ${W * 0.55} 162`;
  return svg(
    W,
    H,
    `<path d="${d}" fill="${colour}"/><path d="${flourish}" fill="none" stroke="${colour}" stroke-width="3.2" stroke-linecap="round"/>`,
  );
}

const SIG_W = Math.ceil(measure("Kavindu Perera", { size: 120, family: "script" }) + 60);

const jobs: Job[] = [
  {
    kind: "raster",
    key: "people/founder",
    width: 800,
    height: 1000,
    widths: [320, 640, 800],
    formats: RASTER,
    display: { phone: 240, desktop: 300 },
    svg: () => portrait(founderPortrait),
  },
  { kind: "vector", key: "people/founder-signature", width: SIG_W, height: 190, svg: () => signature() },
  ...teamMembers.map(
    (t): Job => ({
      kind: "raster",
      key: `team/${t.id}`,
      width: 640,
      height: 800,
      widths: [320, 480, 640],
      formats: RASTER,
      display: { phone: 300, desktop: 270 },
      svg: () =>
        portrait(teamLooks[t.id] ?? founderPortrait).replace(
          'width="800" height="1000"',
          'width="640" height="800"',
        ),
    }),
  ),
];

export const people: Group = { name: "people", jobs };
