// Small helpers for writing SVG by hand, plus the brand palette.

export const C = {
  ink: "#0B1B2B",
  ink2: "#10243A",
  ink3: "#17314D",
  ink4: "#23476B",
  tealDark: "#0F766E",
  teal: "#14B8A6",
  tealLight: "#2DD4BF",
  emerald: "#10B981",
  saffron: "#F4A300",
  saffronLight: "#FFC94D",
  grey50: "#F5F7FA",
  grey100: "#E5E9F0",
  grey500: "#64748B",
  grey700: "#334155",
  white: "#FFFFFF",
} as const;

export function svg(w: number, h: number, body: string, defs = ""): string {
  const d = defs ? `<defs>${defs}</defs>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${d}${body}</svg>`;
}

type Attrs = Record<string, string | number | undefined>;
const attrs = (a: Attrs): string =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join("");

export const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${attrs(a)}/>`;
export const rrect = (
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  a: Attrs = {},
): string => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${attrs(a)}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${attrs(a)}/>`;
export const path = (d: string, fill: string, a: Attrs = {}): string =>
  `<path d="${d}" fill="${fill}"${attrs(a)}/>`;
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  sw = 2,
  a: Attrs = {},
): string =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${sw}"${attrs(a)}/>`;
export const g = (body: string, a: Attrs = {}): string => `<g${attrs(a)}>${body}</g>`;

export const shadow = (id: string, dy = 8, blur = 14, opacity = 0.18): string =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${blur}" flood-color="#0B1B2B" flood-opacity="${opacity}"/></filter>`;

export const n = (v: number): string => String(Math.round(v * 100) / 100);

/** Dot grid pattern fill (returns the pattern def). */
export const dots = (id: string, gap: number, r: number, fill: string): string =>
  `<pattern id="${id}" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse"><circle cx="${gap / 2}" cy="${gap / 2}" r="${r}" fill="${fill}"/></pattern>`;
