// What the page heroes share: the dark backdrop, its definitions (shadow, dots, gradient) and the cards' theme.
import { DARK } from "#artwork/lib/scenes.ts";
import { C, dots, rect, shadow } from "#artwork/lib/svg.ts";

/** The cards' theme: dark panels on the backdrop. */
export const T = { ...DARK, panel: "#14304C", panel2: C.ink2 };
export const DEFS = `${shadow("sh", 12, 18, 0.3)}${dots("hd", 30, 1.6, "#23476B")}<radialGradient id="hg" cx="0.6" cy="0.3" r="0.8"><stop offset="0" stop-color="#17314D"/><stop offset="1" stop-color="#0B1B2B"/></radialGradient>`;

/** The backdrop: a dark radial gradient under a dot grid. */
export function bg(w: number, h: number): string {
  return rect(0, 0, w, h, "url(#hg)") + rect(0, 0, w, h, "url(#hd)", { opacity: 0.5 });
}
