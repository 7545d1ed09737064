// Minimal typing for the part of fontkit the asset pipeline uses (lib/font.ts narrows it further) and the font
// tests (scripts/fonts/script-faces.test.ts: a face from its bytes).
declare module "fontkit" {
  export function openSync(path: string): unknown;
  export function create(buffer: Buffer): unknown;
}
