// The motifs a portfolio layout draws its picture from (cups, hills, waves, batik…), by name.
import {
  batik,
  bowl,
  chart,
  cup,
  hills,
  lamp,
  laptop,
  leaf,
  lotus,
  mandala,
  type Pal,
  palm,
  waves,
  whaleTail,
} from "#artwork/lib/motifs.ts";
import { circle, rect } from "#artwork/lib/svg.ts";

export type Motif =
  | "cup"
  | "hills"
  | "waves"
  | "batik"
  | "mandala"
  | "lamp"
  | "whale"
  | "palm"
  | "lotus"
  | "leaf"
  | "laptop"
  | "bowl"
  | "chart";

/** Draws a motif into a box. */
export function motif(m: Motif, x: number, y: number, w: number, h: number, p: Pal, id = "m"): string {
  const cx = x + w / 2;
  const cy = y + h / 2;
  const s = Math.min(w, h) / 260;
  switch (m) {
    case "cup":
      return circle(cx, cy, Math.min(w, h) * 0.46, p.soft, { opacity: 0.35 }) + cup(cx, cy + 10 * s, s, p);
    case "hills":
      return hills(x, y, w, h, p);
    case "waves":
      return waves(x, y, w, h, p);
    case "batik": {
      const b = batik(`${id}b`, p, Math.min(w, h) / 3);
      return `<defs>${b.def}</defs>${rect(x, y, w, h, b.fill)}`;
    }
    case "mandala":
      return mandala(cx, cy, Math.min(w, h) * 0.46, p);
    case "lamp":
      return (
        circle(cx, cy, Math.min(w, h) * 0.44, p.soft, { opacity: 0.25 }) +
        lamp(cx - 10 * s, cy + 20 * s, s * 1.1, p)
      );
    case "whale":
      return waves(x, y + h * 0.35, w, h * 0.65, p, false) + whaleTail(cx, y + h * 0.42, s * 0.9, p);
    case "palm":
      return (
        circle(cx + w * 0.12, cy - h * 0.1, Math.min(w, h) * 0.28, p.accent) +
        palm(cx - w * 0.12, y + h * 0.2, s * 0.9, p.ink) +
        waves(x, y + h * 0.6, w, h * 0.4, p, false)
      );
    case "lotus":
      return (
        circle(cx, cy, Math.min(w, h) * 0.45, p.soft, { opacity: 0.3 }) + lotus(cx, cy + 60 * s, s * 1.3, p)
      );
    case "leaf":
      return [
        leaf(cx - 50 * s, cy + 10 * s, s * 1.1, p.fg, -30),
        leaf(cx + 50 * s, cy, s * 1.2, p.accent, 25),
        leaf(cx, cy - 40 * s, s * 0.9, p.soft, 0, p.fg),
      ].join("");
    case "laptop":
      return laptop(cx, cy, s * 0.95, p);
    case "bowl":
      return circle(cx, cy, Math.min(w, h) * 0.45, p.soft, { opacity: 0.3 }) + bowl(cx, cy, s * 1.1, p);
    case "chart":
      return chart(x + w * 0.05, y + h * 0.1, w * 0.9, h * 0.8, p, [3, 4, 3.5, 5, 6, 5.5, 8]);
  }
}
