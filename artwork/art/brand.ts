// The agency's mark: drawn into the favicons and app icons (committed in public/, see ../icons.ts) and into the
// share images and the structured data's logo (src/lib/build/share-image.ts). It shows no content: the agency's name
// is set beside it by whoever draws the wordmark.
import { measure, textPath } from "#artwork/lib/font.ts";
import { C, svg } from "#artwork/lib/svg.ts";

/** The mark drawn in a 64×64 box: a teal tile with an outlined "S" and a saffron sun. */
export function markBody(idSuffix: string): { defs: string; body: string } {
  const s = textPath("S", 0, 0, { size: 44, weight: 800 });
  const sw = measure("S", { size: 44, weight: 800 });
  const defs = `<linearGradient id="mk${idSuffix}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.teal}"/><stop offset="1" stop-color="${C.tealDark}"/></linearGradient>`;
  const body = [
    `<rect width="64" height="64" rx="16" fill="url(#mk${idSuffix})"/>`,
    `<path d="M0 50 C 18 44, 40 54, 64 42 L 64 48 C 64 57 57 64 48 64 L 16 64 C 7 64 0 57 0 48 Z" fill="${C.emerald}" opacity="0.55"/>`,
    `<g transform="translate(${((64 - sw) / 2).toFixed(2)} 48)"><path d="${s}" fill="#FFFFFF"/></g>`,
    `<circle cx="49" cy="15" r="5.5" fill="${C.saffron}"/>`,
  ].join("");
  return { defs, body };
}

/** The favicon: the mark on transparent. */
export function favicon(): string {
  const { defs, body } = markBody("f");
  return svg(64, 64, body, defs);
}

/** Square app icon with a solid navy background (no transparency, for iOS and maskable use). */
export function appIcon(): string {
  const { defs, body } = markBody("a");
  return svg(
    64,
    64,
    `<rect width="64" height="64" fill="${C.ink}"/><g transform="translate(12 12) scale(0.625)">${body}</g>`,
    defs,
  );
}
