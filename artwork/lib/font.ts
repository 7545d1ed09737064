// Text for artwork: lines measured, placed and wrapped; the glyphs are outlined by outline.ts.
import { layoutLine, type TextOptions, textPath } from "./outline.ts";

export { type TextOptions, textPath, type Weight } from "./outline.ts";

/** Width of a single line in px. */
export function measure(text: string, o: TextOptions): number {
  const laid = layoutLine(text, o);
  let w = 0;
  for (const { font, position } of laid)
    w += position.xAdvance * (o.size / font.unitsPerEm) + (o.tracking ?? 0) * o.size;
  return w - (laid.length > 0 ? (o.tracking ?? 0) * o.size : 0);
}

type Anchor = "start" | "middle" | "end";

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
