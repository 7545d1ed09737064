// Minimal typing for the part of fontkit the asset pipeline uses (lib/font.ts narrows it further).
declare module "fontkit" {
  export function openSync(path: string): unknown;
}
