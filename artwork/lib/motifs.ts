// Small vector illustrations used across the artwork. Each draws around (cx, cy) at a scale s (≈ 1 for 200 px).
import { measure, text, type Weight } from "./font.ts";
import { circle, g, n, path, rrect } from "./svg.ts";

export interface Pal {
  readonly bg: string;
  readonly fg: string;
  readonly accent: string;
  readonly soft: string;
  readonly ink: string;
}

const T = (cx: number, cy: number, s: number, body: string): string =>
  g(body, { transform: `translate(${n(cx)} ${n(cy)}) scale(${n(s)})` });

export function cup(cx: number, cy: number, s: number, p: Pal): string {
  return T(
    cx,
    cy,
    s,
    [
      `<ellipse cx="0" cy="70" rx="110" ry="18" fill="${p.soft}"/>`,
      path("M-80 -20 L80 -20 L66 50 Q62 66 46 66 L-46 66 Q-62 66 -66 50 Z", p.fg),
      path("M78 -6 Q118 -4 112 26 Q106 52 70 46", "none", { stroke: p.fg, "stroke-width": 12 }),
      rrect(-80, -26, 160, 12, 6, p.accent),
      path("M-30 -44 C -44 -66, -14 -78, -28 -104", "none", {
        stroke: p.accent,
        "stroke-width": 7,
        "stroke-linecap": "round",
      }),
      path("M6 -44 C -8 -70, 22 -82, 8 -112", "none", {
        stroke: p.accent,
        "stroke-width": 7,
        "stroke-linecap": "round",
      }),
      path("M40 -44 C 26 -64, 56 -74, 42 -98", "none", {
        stroke: p.accent,
        "stroke-width": 7,
        "stroke-linecap": "round",
      }),
    ].join(""),
  );
}

export function hills(x: number, y: number, w: number, h: number, p: Pal): string {
  const rows: string[] = [];
  for (let i = 0; i < 7; i++) {
    const yy = y + h * 0.45 + i * h * 0.075;
    rows.push(
      path(`M${x} ${yy} Q ${x + w * 0.5} ${yy - h * 0.12} ${x + w} ${yy + h * 0.02}`, "none", {
        stroke: p.soft,
        "stroke-width": 5,
        "stroke-dasharray": "2 14",
        "stroke-linecap": "round",
        opacity: 0.8,
      }),
    );
  }
  return [
    circle(x + w * 0.72, y + h * 0.22, h * 0.13, p.accent),
    path(
      `M${x} ${y + h * 0.5} Q ${x + w * 0.3} ${y + h * 0.18} ${x + w * 0.62} ${y + h * 0.42} T ${x + w} ${y + h * 0.36} L ${x + w} ${y + h} L ${x} ${y + h} Z`,
      p.fg,
      { opacity: 0.55 },
    ),
    path(
      `M${x} ${y + h * 0.62} Q ${x + w * 0.45} ${y + h * 0.32} ${x + w} ${y + h * 0.58} L ${x + w} ${y + h} L ${x} ${y + h} Z`,
      p.fg,
    ),
    ...rows,
  ].join("");
}

export function waves(x: number, y: number, w: number, h: number, p: Pal, sun = true): string {
  const out: string[] = [];
  if (sun) out.push(circle(x + w * 0.5, y + h * 0.42, h * 0.28, p.accent));
  const cols = [p.soft, p.fg, p.ink];
  for (let i = 0; i < 3; i++) {
    const yy = y + h * (0.52 + i * 0.16);
    const amp = h * 0.05;
    const seg = w / 4;
    let d = `M${x} ${yy}`;
    for (let k = 0; k < 4; k++) d += ` q ${seg / 2} ${k % 2 ? amp : -amp} ${seg} 0`;
    d += ` L ${x + w} ${y + h} L ${x} ${y + h} Z`;
    out.push(path(d, cols[i]!));
  }
  return out.join("");
}

export function batik(id: string, p: Pal, size = 120): { def: string; fill: string } {
  const q = size / 2;
  const petal = (rot: number): string =>
    `<ellipse cx="${q}" cy="${q - size * 0.22}" rx="${size * 0.07}" ry="${size * 0.17}" fill="${p.accent}" transform="rotate(${rot} ${q} ${q})"/>`;
  const def = `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${[0, 45, 90, 135, 180, 225, 270, 315].map(petal).join("")}<circle cx="${q}" cy="${q}" r="${size * 0.1}" fill="${p.soft}"/><circle cx="${q}" cy="${q}" r="${size * 0.045}" fill="${p.fg}"/><circle cx="0" cy="0" r="${size * 0.12}" fill="none" stroke="${p.soft}" stroke-width="3"/><circle cx="${size}" cy="0" r="${size * 0.12}" fill="none" stroke="${p.soft}" stroke-width="3"/><circle cx="0" cy="${size}" r="${size * 0.12}" fill="none" stroke="${p.soft}" stroke-width="3"/><circle cx="${size}" cy="${size}" r="${size * 0.12}" fill="none" stroke="${p.soft}" stroke-width="3"/></pattern>`;
  return { def, fill: `url(#${id})` };
}

export function mandala(cx: number, cy: number, r: number, p: Pal, petals = 12): string {
  const out: string[] = [circle(cx, cy, r, "none", { stroke: p.accent, "stroke-width": 3 })];
  for (let ring = 0; ring < 3; ring++) {
    const rr = r * (0.85 - ring * 0.25);
    for (let i = 0; i < petals; i++) {
      const a = (360 / petals) * i + ring * (180 / petals);
      out.push(
        `<ellipse cx="${n(cx)}" cy="${n(cy - rr * 0.6)}" rx="${n(rr * 0.14)}" ry="${n(rr * 0.4)}" fill="${ring === 1 ? p.accent : p.fg}" opacity="${ring === 2 ? 0.9 : 0.75}" transform="rotate(${n(a)} ${n(cx)} ${n(cy)})"/>`,
      );
    }
  }
  out.push(circle(cx, cy, r * 0.12, p.accent));
  return out.join("");
}

export function lamp(cx: number, cy: number, s: number, p: Pal): string {
  return T(
    cx,
    cy,
    s,
    [
      path("M-90 0 Q -80 60 0 64 Q 80 60 90 0 Z", p.accent),
      path("M-90 0 L 90 0 Q 60 -10 0 -10 Q -60 -10 -90 0 Z", p.fg),
      path("M60 -4 Q 100 -10 110 -30 Q 90 -12 62 -14 Z", p.accent),
      path("M106 -36 C 92 -60 112 -86 108 -104 C 128 -80 126 -52 106 -36 Z", "#FFC94D"),
      path("M108 -44 C 102 -58 112 -72 110 -82 C 120 -68 118 -54 108 -44 Z", "#FFFFFF", { opacity: 0.85 }),
      rrect(-40, 64, 80, 12, 6, p.fg),
    ].join(""),
  );
}

export function whaleTail(cx: number, cy: number, s: number, p: Pal): string {
  return T(
    cx,
    cy,
    s,
    path(
      "M0 40 C -6 10, -10 -10, -40 -30 C -70 -50, -110 -44, -130 -60 C -110 -20, -60 -10, -20 4 C -14 20, -12 40, -14 70 L 14 70 C 12 40, 14 20, 20 4 C 60 -10, 110 -20, 130 -60 C 110 -44, 70 -50, 40 -30 C 10 -10, 6 10, 0 40 Z",
      p.ink,
    ),
  );
}

export function palm(x: number, y: number, s: number, colour: string): string {
  const frond = (rot: number): string =>
    `<path d="M0 0 Q 60 -30 120 10 Q 60 -10 0 0 Z" fill="${colour}" transform="rotate(${rot})"/>`;
  return T(
    x,
    y,
    s,
    `<path d="M0 0 Q 20 120 -10 260" fill="none" stroke="${colour}" stroke-width="12" stroke-linecap="round"/>${[-170, -140, -100, -60, -20, 15].map(frond).join("")}`,
  );
}

export function lotus(cx: number, cy: number, s: number, p: Pal): string {
  const petal = (rot: number, fill: string, len = 90): string =>
    `<path d="M0 0 C -28 -${len * 0.5}, -18 -${len}, 0 -${len} C 18 -${len}, 28 -${len * 0.5}, 0 0 Z" fill="${fill}" transform="rotate(${rot})"/>`;
  return T(
    cx,
    cy,
    s,
    [
      petal(-70, p.soft, 70),
      petal(70, p.soft, 70),
      petal(-38, p.accent, 86),
      petal(38, p.accent, 86),
      petal(0, p.fg, 100),
    ].join(""),
  );
}

export function leaf(cx: number, cy: number, s: number, fill: string, rot = 0, vein = "#FFFFFF"): string {
  return g(
    `<path d="M0 60 C -46 20, -40 -40, 0 -70 C 40 -40, 46 20, 0 60 Z" fill="${fill}"/><path d="M0 56 L0 -60" stroke="${vein}" stroke-width="3" opacity="0.6"/>`,
    { transform: `translate(${n(cx)} ${n(cy)}) rotate(${rot}) scale(${n(s)})` },
  );
}

export function laptop(cx: number, cy: number, s: number, p: Pal): string {
  const code = [
    [0, 60, p.accent],
    [20, 100, p.soft],
    [20, 70, p.soft],
    [40, 90, p.accent],
    [40, 40, p.soft],
    [20, 80, p.soft],
    [0, 50, p.accent],
  ] as const;
  return T(
    cx,
    cy,
    s,
    [
      rrect(-150, -100, 300, 190, 12, p.ink),
      rrect(-138, -88, 276, 166, 4, p.fg),
      ...code.map(([ind, w, c], i) => rrect(-120 + ind, -72 + i * 22, w, 9, 4.5, c)),
      path("M-180 96 L 180 96 L 166 112 L -166 112 Z", p.ink),
    ].join(""),
  );
}

export function bowl(cx: number, cy: number, s: number, p: Pal): string {
  return T(
    cx,
    cy,
    s,
    [
      path("M-110 -10 Q -100 80 0 84 Q 100 80 110 -10 Z", p.fg),
      `<ellipse cx="0" cy="-10" rx="110" ry="22" fill="${p.accent}"/>`,
      circle(-40, -18, 14, p.soft),
      circle(-6, -24, 12, "#FFFFFF", { opacity: 0.85 }),
      circle(30, -16, 15, p.soft),
      leaf(56, -26, 0.22, "#10B981", 60),
      leaf(-70, -22, 0.2, "#10B981", -50),
      rrect(-36, 84, 72, 12, 6, p.fg),
    ].join(""),
  );
}

export function chart(x: number, y: number, w: number, h: number, p: Pal, values: readonly number[]): string {
  const bw = w / values.length;
  const max = Math.max(...values);
  return values
    .map((v, i) => {
      const bh = (v / max) * h;
      return rrect(
        x + i * bw + bw * 0.18,
        y + h - bh,
        bw * 0.64,
        bh,
        Math.min(10, bw * 0.2),
        i === values.length - 1 ? p.accent : p.soft,
      );
    })
    .join("");
}

export function stars(x: number, y: number, size: number, fill: string, count = 5): string {
  const star = (cx: number): string => {
    const pts: string[] = [];
    for (let i = 0; i < 10; i++) {
      const r = i % 2 ? size * 0.2 : size * 0.5;
      const a = (Math.PI / 5) * i - Math.PI / 2;
      pts.push(`${n(cx + r * Math.cos(a))} ${n(y + r * Math.sin(a))}`);
    }
    return `<path d="M${pts.join(" L")} Z" fill="${fill}"/>`;
  };
  return Array.from({ length: count }, (_, i) => star(x + size / 2 + i * size * 1.15)).join("");
}

export interface PillOptions {
  readonly size: number;
  readonly fill: string;
  readonly color: string;
  readonly weight?: Weight;
  readonly anchor?: "start" | "middle" | "end";
  readonly stroke?: string;
}

/** A rounded button/label; returns svg and width. */
export function pill(label: string, x: number, y: number, o: PillOptions): { svg: string; w: number } {
  const weight = o.weight ?? 700;
  const tw = measure(label, { size: o.size, weight });
  const padX = o.size * 1.1;
  const h = o.size * 2.3;
  const w = tw + padX * 2;
  const sx = o.anchor === "middle" ? x - w / 2 : o.anchor === "end" ? x - w : x;
  const extra = o.stroke ? { stroke: o.stroke, "stroke-width": 3 } : {};
  return {
    svg:
      rrect(sx, y, w, h, h / 2, o.fill, extra) +
      text(label, sx + padX, y + h / 2 + o.size * 0.36, { size: o.size, weight, fill: o.color }),
    w,
  };
}
