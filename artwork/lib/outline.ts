// Glyph outlines for artwork text: each line is outlined to SVG path data with fontkit, so the rasteriser never
// needs a system font and every run renders the same pixels on any machine. Every line drawn goes through
// textPath (font.ts's text() and paragraph() too), which is how the artwork tests see the words a drawing shows.
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
export interface Font {
  readonly unitsPerEm: number;
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  layout(text: string): { glyphs: Glyph[]; positions: Position[] };
}

const cache = new Map<string, Font>();

/** The font file for a family and weight, opened once. */
export function load(family: Family, weight: Weight): Font {
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

/** SVG path data for one line whose baseline starts at (x, y). */
export function textPath(text: string, x: number, y: number, o: TextOptions): string {
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
