// UI mock-ups and illustrated scenes for service and page artwork, drawn in brand colours.
import { measure, text } from "./font.ts";
import { C, circle, n, path, rrect } from "./svg.ts";

export interface Theme {
  readonly dark: boolean;
  readonly bg: string;
  readonly panel: string;
  readonly panel2: string;
  readonly text: string;
  readonly muted: string;
  readonly line: string;
}

export const DARK: Theme = {
  dark: true,
  bg: C.ink,
  panel: C.ink3,
  panel2: C.ink2,
  text: C.white,
  muted: "#9FB3C8",
  line: C.ink4,
};
export const LIGHT: Theme = {
  dark: false,
  bg: C.grey50,
  panel: C.white,
  panel2: C.grey50,
  text: C.ink,
  muted: C.grey500,
  line: C.grey100,
};

/** Prefix every id in an SVG fragment so several drawings can be nested in one document. */
function scopeIds(src: string, prefix: string): string {
  return src.replace(/id="([^"]+)"/g, `id="${prefix}$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`);
}

/** Nest a whole SVG document (string) at x, y with a new size. */
export function nest(src: string, x: number, y: number, w: number, h: number, prefix: string): string {
  return scopeIds(src, prefix)
    .replace(/^<svg /, `<svg x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" `)
    .replace(/ width="(\d+)" height="(\d+)" viewBox/, " viewBox");
}

/** A rounded bar: a line of text or a progress track in the scenes. */
export const bar = (x: number, y: number, w: number, fill: string, h = 12): string =>
  rrect(x, y, w, h, h / 2, fill);

/** A browser window; returns the frame and the content box. */
export function browser(
  x: number,
  y: number,
  w: number,
  h: number,
  t: Theme,
  url: string,
): { svg: string; cx: number; cy: number; cw: number; ch: number } {
  const top = 44;
  const parts = [
    rrect(x, y, w, h, 16, t.panel, { filter: "url(#sh)" }),
    `<path d="M${x} ${y + top} L ${x} ${y + 16} Q ${x} ${y} ${x + 16} ${y} L ${x + w - 16} ${y} Q ${x + w} ${y} ${x + w} ${y + 16} L ${x + w} ${y + top} Z" fill="${t.dark ? C.ink2 : C.grey100}"/>`,
    circle(x + 22, y + 22, 6, "#F87171"),
    circle(x + 42, y + 22, 6, "#FBBF24"),
    circle(x + 62, y + 22, 6, "#34D399"),
    rrect(x + 90, y + 11, Math.min(w - 120, 420), 22, 11, t.dark ? C.ink3 : C.white),
    text(url, x + 106, y + 27, { size: 12, weight: 500, fill: t.muted }),
  ];
  return { svg: parts.join(""), cx: x, cy: y + top, cw: w, ch: h - top };
}

export function phone(
  x: number,
  y: number,
  w: number,
  h: number,
): { svg: string; cx: number; cy: number; cw: number; ch: number } {
  const b = w * 0.06;
  return {
    svg:
      rrect(x, y, w, h, w * 0.16, C.ink, { filter: "url(#sh)" }) +
      rrect(x + w * 0.36, y + b * 0.6, w * 0.28, b * 0.5, b * 0.25, "#000000"),
    cx: x + b,
    cy: y + b * 1.6,
    cw: w - 2 * b,
    ch: h - b * 2.6,
  };
}

export function card(x: number, y: number, w: number, h: number, t: Theme, r = 18): string {
  return rrect(x, y, w, h, r, t.panel, { filter: "url(#sh)" });
}

/** Little stat card: label, value and a trend chip. */
export function statCard(
  x: number,
  y: number,
  t: Theme,
  label: string,
  value: string,
  chip: string,
  accent: string = C.emerald,
): string {
  const cw = measure(chip, { size: 15, weight: 700 }) + 28;
  const w = Math.max(200, measure(value, { size: 34, weight: 800 }) + cw + 60);
  return [
    card(x, y, w, 116, t),
    text(label, x + 22, y + 36, { size: 15, weight: 600, fill: t.muted }),
    text(value, x + 22, y + 84, { size: 34, weight: 800, fill: t.text }),
    rrect(x + w - cw - 20, y + 58, cw, 30, 15, accent, { opacity: 0.18 }),
    text(chip, x + w - 20 - cw / 2, y + 79, { size: 15, weight: 700, fill: accent, anchor: "middle" }),
  ].join("");
}

export function check(x: number, y: number, r: number, fill: string = C.teal): string {
  return (
    circle(x, y, r, fill) +
    path(
      `M${n(x - r * 0.42)} ${n(y)} L ${n(x - r * 0.1)} ${n(y + r * 0.32)} L ${n(x + r * 0.45)} ${n(y - r * 0.35)}`,
      "none",
      {
        stroke: "#FFFFFF",
        "stroke-width": n(r * 0.28),
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      },
    )
  );
}

export function sparkline(
  x: number,
  y: number,
  w: number,
  h: number,
  values: readonly number[],
  colour: string,
  fillArea = true,
): string {
  const max = Math.max(...values);
  const min = Math.min(...values);
  const pts = values.map(
    (v, i) => [x + (w * i) / (values.length - 1), y + h - ((v - min) / (max - min || 1)) * h] as const,
  );
  const d = pts.map(([px, py], i) => `${i ? "L" : "M"}${n(px)} ${n(py)}`).join(" ");
  const area = fillArea ? path(`${d} L ${x + w} ${y + h} L ${x} ${y + h} Z`, colour, { opacity: 0.15 }) : "";
  return (
    area +
    path(d, "none", {
      stroke: colour,
      "stroke-width": 4,
      "stroke-linejoin": "round",
      "stroke-linecap": "round",
    }) +
    circle(pts.at(-1)![0], pts.at(-1)![1], 7, colour)
  );
}

export function bars(
  x: number,
  y: number,
  w: number,
  h: number,
  values: readonly number[],
  colour: string,
  muted: string,
): string {
  const bw = w / values.length;
  const max = Math.max(...values);
  return values
    .map((v, i) =>
      rrect(
        x + i * bw + bw * 0.2,
        y + h - (v / max) * h,
        bw * 0.6,
        (v / max) * h,
        6,
        i === values.length - 1 ? colour : muted,
      ),
    )
    .join("");
}

export function donut(
  cx: number,
  cy: number,
  r: number,
  parts: readonly (readonly [number, string])[],
  track: string,
): string {
  const total = parts.reduce((s, [v]) => s + v, 0);
  const circ = 2 * Math.PI * r;
  let off = 0;
  const out = [circle(cx, cy, r, "none", { stroke: track, "stroke-width": r * 0.35 })];
  for (const [v, c] of parts) {
    const len = (v / total) * circ;
    out.push(
      circle(cx, cy, r, "none", {
        stroke: c,
        "stroke-width": r * 0.35,
        "stroke-dasharray": `${n(len)} ${n(circ)}`,
        "stroke-dashoffset": n(-off),
        transform: `rotate(-90 ${cx} ${cy})`,
      }),
    );
    off += len;
  }
  return out.join("");
}

/** Simple outlined icon set (24-unit grid) drawn at (x, y) with size s. */
export function icon(name: string, x: number, y: number, s: number, colour: string): string {
  const st = {
    stroke: colour,
    "stroke-width": 2,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  } as const;
  const d: Record<string, string> = {
    doc: "M6 2h8l4 4v16H6z M14 2v4h4 M9 12h6 M9 16h6",
    cart: "M3 4h2l2.5 11h10L20 7H6.5 M9 20a1 1 0 1 0 0.01 0 M17 20a1 1 0 1 0 0.01 0",
    code: "M8 7l-5 5 5 5 M16 7l5 5-5 5 M14 4l-4 16",
    heart: "M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z",
    pen: "M4 20l4-1 11-11-3-3L5 16z M14 6l3 3",
    search: "M11 4a7 7 0 1 0 0.01 0 M16 16l5 5",
    target: "M12 3a9 9 0 1 0 0.01 0 M12 7a5 5 0 1 0 0.01 0 M12 11a1 1 0 1 0 0.01 0",
    server: "M4 4h16v6H4z M4 14h16v6H4z M8 7h0.01 M8 17h0.01",
    camera: "M3 8h4l2-3h6l2 3h4v11H3z M12 10a3.5 3.5 0 1 0 0.01 0",
    shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M9 12l2 2 4-4",
    chart: "M4 20V10 M10 20V4 M16 20v-7 M22 20H2",
    globe: "M12 3a9 9 0 1 0 0.01 0 M3 12h18 M12 3c3 3 3 15 0 18 M12 3c-3 3-3 15 0 18",
    bolt: "M13 2L4 14h7l-1 8 9-12h-7z",
    phone: "M7 2h10v20H7z M11 18h2",
    users: "M9 11a4 4 0 1 0 0.01 0 M2 21c0-4 3-6 7-6s7 2 7 6 M17 11a3 3 0 1 0 0.01 0 M22 21c0-3-2-5-5-5",
    mail: "M3 5h18v14H3z M3 6l9 7 9-7",
    star: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z",
    lock: "M6 11h12v10H6z M8 11V7a4 4 0 0 1 8 0v4",
    calendar: "M4 5h16v16H4z M4 10h16 M8 3v4 M16 3v4",
    palette:
      "M12 3a9 9 0 1 0 0 18c1.5 0 2-1 2-2s-1-2 0-3 3 0 4-1 3-3 3-5c0-4-4-7-9-7z M7.5 11h.01 M10 7h.01 M15 7h.01",
    truck: "M2 6h12v10H2z M14 10h4l4 4v2h-8z M6 19a2 2 0 1 0 0.01 0 M18 19a2 2 0 1 0 0.01 0",
    stamp: "M9 3h6l-1 8h-4z M5 14h14v4H5z M4 21h16",
  };
  return `<path d="${d[name] ?? d.star}" fill="none" transform="translate(${n(x)} ${n(y)}) scale(${n(s / 24)})"${Object.entries(
    st,
  )
    .map(([k, v]) => ` ${k}="${v}"`)
    .join("")}/>`;
}

export function iconTile(x: number, y: number, size: number, name: string, bg: string, fg: string): string {
  return (
    rrect(x, y, size, size, size * 0.28, bg) + icon(name, x + size * 0.22, y + size * 0.22, size * 0.56, fg)
  );
}

export function avatarDot(cx: number, cy: number, r: number, fill: string, initials: string): string {
  return (
    circle(cx, cy, r, fill, { stroke: C.ink3, "stroke-width": 3 }) +
    text(initials, cx, cy + r * 0.26, { size: r * 0.72, weight: 800, fill: C.white, anchor: "middle" })
  );
}
