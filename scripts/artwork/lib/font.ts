// Text for artwork: glyphs are outlined to SVG paths with fontkit, so the rasteriser never needs a system
// font and every run renders the same pixels on any machine.
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

const require = createRequire(import.meta.url);

export type Weight = 300 | 400 | 500 | 600 | 700 | 800;
export type Family = "sans" | "script";

interface Glyph {
  readonly id: number;
  readonly advanceWidth: number;
  readonly path: { readonly commands: readonly { command: string; args: number[] }[] };
}
interface Position {
  readonly xAdvance: number;
  readonly xOffset: number;
  readonly yOffset: number;
}
interface Font {
  readonly unitsPerEm: number;
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  layout(text: string): { glyphs: Glyph[]; positions: Position[] };
}

const cache = new Map<string, Font>();

function load(family: Family, weight: Weight): Font {
  const id = `${family}-${weight}`;
  const hit = cache.get(id);
  if (hit) return hit;
  const file =
    family === "script"
      ? require.resolve("@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff")
      : require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`);
  const font = fontkit.openSync(file) as unknown as Font;
  cache.set(id, font);
  return font;
}

export interface TextOptions {
  readonly size: number;
  readonly weight?: Weight;
  readonly family?: Family;
  /** Extra space between letters, in em. */
  readonly tracking?: number;
}

const r = (n: number): string => {
  const v = Math.round(n * 100) / 100;
  return Object.is(v, -0) ? "0" : String(v);
};

/** Width of a single line in px. */
export function measure(text: string, o: TextOptions): number {
  const font = load(o.family ?? "sans", o.weight ?? 400);
  const scale = o.size / font.unitsPerEm;
  const run = font.layout(text);
  let w = 0;
  for (const p of run.positions) w += p.xAdvance * scale + (o.tracking ?? 0) * o.size;
  return w - (run.positions.length > 0 ? (o.tracking ?? 0) * o.size : 0);
}

let drawn: string[] | undefined;

/**
 * Runs `draw` and returns what it drew with every line of text it outlined, in order: the text is paths in the
 * SVG, so this is how tests see which words a drawing shows.
 */
export function withDrawnText<T>(draw: () => T): { result: T; texts: string[] } {
  const outer = drawn;
  const texts: string[] = [];
  drawn = texts;
  try {
    return { result: draw(), texts };
  } finally {
    drawn = outer;
    outer?.push(...texts);
  }
}

/** SVG path data for one line whose baseline starts at (x, y). */
export function textPath(text: string, x: number, y: number, o: TextOptions): string {
  drawn?.push(text);
  const font = load(o.family ?? "sans", o.weight ?? 400);
  const s = o.size / font.unitsPerEm;
  const run = font.layout(text);
  let pen = x;
  const parts: string[] = [];
  run.glyphs.forEach((g, i) => {
    const p = run.positions[i]!;
    const ox = pen + p.xOffset * s;
    const oy = y - p.yOffset * s;
    for (const c of g.path.commands) {
      const a = c.args;
      const pts: string[] = [];
      for (let k = 0; k < a.length; k += 2) pts.push(`${r(ox + a[k]! * s)} ${r(oy - a[k + 1]! * s)}`);
      switch (c.command) {
        case "moveTo":
          parts.push(`M${pts.join(" ")}`);
          break;
        case "lineTo":
          parts.push(`L${pts.join(" ")}`);
          break;
        case "quadraticCurveTo":
          parts.push(`Q${pts.join(" ")}`);
          break;
        case "bezierCurveTo":
          parts.push(`C${pts.join(" ")}`);
          break;
        case "closePath":
          parts.push("Z");
          break;
      }
    }
    pen += p.xAdvance * s + (o.tracking ?? 0) * o.size;
  });
  return parts.join("");
}

export type Anchor = "start" | "middle" | "end";

export interface TextElOptions extends TextOptions {
  readonly fill?: string;
  readonly anchor?: Anchor;
  readonly opacity?: number;
}

/** An SVG <path> element drawing the text. */
export function text(str: string, x: number, y: number, o: TextElOptions): string {
  const w = o.anchor && o.anchor !== "start" ? measure(str, o) : 0;
  const sx = o.anchor === "middle" ? x - w / 2 : o.anchor === "end" ? x - w : x;
  const d = textPath(str, sx, y, o);
  if (!d) return "";
  const op = o.opacity !== undefined ? ` opacity="${o.opacity}"` : "";
  return `<path d="${d}" fill="${o.fill ?? "#0B1B2B"}"${op}/>`;
}

/** Splits text into lines no wider than maxWidth. */
export function wrap(str: string, maxWidth: number, o: TextOptions): string[] {
  const words = str.split(/[ \n\t]+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (line && measure(next, o) > maxWidth) {
      lines.push(line);
      line = w;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export interface ParagraphOptions extends TextElOptions {
  readonly maxWidth: number;
  readonly lineHeight?: number;
}

/** Multi-line text; y is the first baseline. Returns the SVG and the y after the last line. */
export function paragraph(
  str: string,
  x: number,
  y: number,
  o: ParagraphOptions,
): { svg: string; end: number } {
  const lh = o.lineHeight ?? o.size * 1.3;
  const lines = wrap(str, o.maxWidth, o);
  const svg = lines.map((l, i) => text(l, x, y + i * lh, o)).join("");
  return { svg, end: y + (lines.length - 1) * lh };
}
