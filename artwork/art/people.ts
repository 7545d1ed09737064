// Founder and team portraits: DiceBear "Lorelei" (CC0 design) heads in one consistent style, with drawn
// shoulders and brand-coloured backgrounds; every feature is set, so a face never depends on the person's name
// and survives a renamed file. Art direction by team member id; a member without it gets a look picked from
// their id. The founder's signature: their name from site/identity/identity.en.yaml in Great Vibes (OFL), outlined to a path.
import { lorelei } from "@dicebear/collection";
import { createAvatar } from "@dicebear/core";
import { measure, textPath } from "#artwork/lib/font.ts";
import { C, circle, dots, path, rect, svg } from "#artwork/lib/svg.ts";
import { type Artwork, pick, raster, type SiteContent } from "#artwork/lib/types.ts";

/** How a portrait is drawn: Lorelei's variant numbers, skin and colours. */
interface PortraitSpec {
  readonly head: number;
  readonly nose: number;
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
    head: [v(p.head)],
    nose: [v(p.nose)],
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
function portrait(p: PortraitSpec): string {
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

const founderPortrait: PortraitSpec = {
  head: 3,
  nose: 5,
  hair: 3,
  skin: "#A86F47",
  glasses: 1,
  bg: [C.tealLight, C.tealDark],
  ring: "#5EEAD4",
  shirt: C.ink2,
  collar: "#F5F7FA",
};

/** How each team member is drawn, by team member id (src/content/team/<id>.en.yaml). */
const teamLooks: Record<string, PortraitSpec> = {
  "nimali-fernando": {
    head: 1,
    nose: 2,
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
    head: 3,
    nose: 3,
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
    head: 1,
    nose: 6,
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
    head: 3,
    nose: 1,
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

/** A look for a member without art direction, picked from their id. */
function defaultLook(id: string): PortraitSpec {
  const scene = pick(id, [
    { bg: [C.tealLight, C.tealDark], ring: "#5EEAD4", shirt: C.ink2 },
    { bg: [C.saffronLight, C.saffron], ring: "#FFE29A", shirt: C.tealDark },
    { bg: [C.ink4, C.ink2], ring: "#2F5D88", shirt: C.grey100 },
    { bg: [C.grey100, "#CBD5E1"], ring: C.white, shirt: C.ink3 },
  ] as const);
  return {
    head: pick(id, [1, 2, 3, 4], "head"),
    nose: pick(id, [1, 2, 3, 4, 5, 6], "nose"),
    hair: pick(id, [3, 6, 8, 12, 19, 23, 28, 35, 40, 44], "hair"),
    skin: pick(id, ["#8D5A3B", "#9C6644", "#A86F47", "#B98157", "#C08A5F"], "skin"),
    eyebrows: pick(id, [1, 2, 4, 6], "brows"),
    mouth: pick(id, [2, 6, 10], "mouth"),
    glasses: pick(id, [0, 0, 0, 1, 3], "glasses") || undefined,
    bg: scene.bg,
    ring: scene.ring,
    shirt: scene.shirt,
    collar: pick(id, [undefined, C.white, C.teal], "collar"),
  };
}

/** The signature, ink on transparent: Great Vibes outlines plus a pen flourish. */
function signature(name: string, colour: string = C.ink): string {
  const size = 120;
  const W = signatureWidth(name);
  const H = 190;
  const d = textPath(name, 24, 118, { size, family: "script" });
  const flourish = `M${36} 150 C ${W * 0.3} 132, ${W * 0.62} 128, ${W - 30} 140 C ${W - 10} 143, ${W - 60} 158, ${W * 0.55} 162`;
  return svg(
    W,
    H,
    `<path d="${d}" fill="${colour}"/><path d="${flourish}" fill="none" stroke="${colour}" stroke-width="3.2" stroke-linecap="round"/>`,
  );
}

const signatureWidth = (name: string) => Math.ceil(measure(name, { size: 120, family: "script" }) + 60);

/** The founder's portrait and signature (site/identity/identity.en.yaml) and `team/<id>`, each without a photo. */
export function peopleArtwork(content: SiteContent): Artwork[] {
  const { founder } = content.identity[0]!.data;
  return [
    founder.portrait.photo ? [] : [raster("people/founder", 800, 1000, () => portrait(founderPortrait))],
    founder.signature.photo
      ? []
      : [
          {
            key: "people/founder-signature",
            kind: "vector",
            width: signatureWidth(founder.name),
            height: 190,
            svg: () => signature(founder.name),
          } satisfies Artwork,
        ],
    content.team
      .filter((member) => !member.data.portrait.photo)
      .map(({ id }) =>
        raster(`team/${id}`, 640, 800, () =>
          portrait(teamLooks[id] ?? defaultLook(id)).replace(
            'width="800" height="1000"',
            'width="640" height="800"',
          ),
        ),
      ),
  ].flat();
}
