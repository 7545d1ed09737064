// Glyph outlines for artwork text: each line is outlined to SVG path data with fontkit, so the rasteriser never
// needs a system font and every run renders the same pixels on any machine. Every line drawn goes through
// textPath (font.ts's text() and paragraph() too), which is how the artwork tests see the words a drawing shows.
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

const require = createRequire(import.meta.url);

export type Weight = 300 | 400 | 500 | 600 | 700 | 800;
type Family = "sans" | "script";

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

/** The Indic scripts the site's languages are written in, their Unicode blocks and their Noto faces. */
const SCRIPTS = [
  { name: "sinhala", range: /[\u0D80-\u0DFF]/, folder: "noto-sans-sinhala" },
  { name: "tamil", range: /[\u0B80-\u0BFF]/, folder: "noto-sans-tamil" },
  { name: "devanagari", range: /[\u0900-\u097F\uA8E0-\uA8FF]/, folder: "noto-sans-devanagari" },
] as const;
type Script = (typeof SCRIPTS)[number]["name"] | "latin";

/** The font file for a family and weight (in a script: its Noto face, 400 or 700), opened once. */
function load(family: Family, weight: Weight, script: Script = "latin"): Font {
  const id = `${family}-${weight}-${script}`;
  const hit = cache.get(id);
  if (hit) return hit;
  const indic = SCRIPTS.find((entry) => entry.name === script);
  const file = indic
    ? require.resolve(
        `@fontsource/${indic.folder}/files/${indic.folder}-${script}-${weight >= 600 ? 700 : 400}-normal.woff`,
      )
    : family === "script"
      ? require.resolve("@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff")
      : require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`);
  const font = fontkit.openSync(file) as unknown as Font;
  cache.set(id, font);
  return font;
}

/**
 * A line cut into runs of one script each, so Sinhala, Tamil and Devanagari are shaped by their own face and
 * the rest by the brand face. Joiners (ZWJ, ZWNJ) and marks stay with the letters they join.
 */
function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const char of text) {
    const found = SCRIPTS.find((entry) => entry.range.test(char))?.name;
    const last = runs.at(-1);
    const joiner = /[\u200C\u200D]/.test(char);
    const script: Script = found ?? (joiner && last ? last.script : "latin");
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

/** Lays a line out run by run: each glyph with its font and position, in order. */
export function layoutLine(text: string, o: TextOptions): { font: Font; glyph: Glyph; position: Position }[] {
  return scriptRuns(text).flatMap((run) => {
    const font = load(o.family ?? "sans", o.weight ?? 400, run.script);
    const { glyphs, positions } = font.layout(run.text);
    return glyphs.map((glyph, index) => ({ font, glyph, position: positions[index]! }));
  });
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
  let pen = x;
  const parts: string[] = [];
  for (const { font, glyph: g, position: p } of layoutLine(text, o)) {
    const s = o.size / font.unitsPerEm;
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
  }
  return parts.join("");
}
