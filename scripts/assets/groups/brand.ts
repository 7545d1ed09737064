// The agency logo (mark + wordmark), favicons and app icons.
import sharp from "sharp";
import { measure, textPath } from "../lib/font.ts";
import { C, svg } from "../lib/svg.ts";
import type { Group, Job } from "../lib/types.ts";

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

const WORD = 30;
const GAP = 14;
const w1 = measure("Serendib", { size: WORD, weight: 800, tracking: -0.02 });
const w2 = measure("Digital", { size: WORD, weight: 500, tracking: -0.01 });
export const LOGO_W = Math.ceil(64 + GAP + w1 + 8 + w2 + 2);
export const LOGO_H = 64;

export function logo(variant: "light" | "dark"): string {
  const { defs, body } = markBody(variant);
  const main = variant === "light" ? C.ink : C.white;
  const second = variant === "light" ? C.tealDark : C.tealLight;
  const x = 64 + GAP;
  const y = 43;
  return svg(
    LOGO_W,
    LOGO_H,
    `${body}<path d="${textPath("Serendib", x, y, { size: WORD, weight: 800, tracking: -0.02 })}" fill="${main}"/><path d="${textPath("Digital", x + w1 + 8, y, { size: WORD, weight: 500, tracking: -0.01 })}" fill="${second}"/>`,
    defs,
  );
}

export function favicon(): string {
  const { defs, body } = markBody("f");
  return svg(64, 64, body, defs);
}

/** Square app icon with a solid navy background (no transparency, for iOS and maskable use). */
function appIcon(): string {
  const { defs, body } = markBody("a");
  return svg(
    64,
    64,
    `<rect width="64" height="64" fill="${C.ink}"/><g transform="translate(12 12) scale(0.625)">${body}</g>`,
    defs,
  );
}

async function png(source: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(source), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A .ico with one embedded 32×32 PNG image. */
function ico(pngData: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(pngData.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, pngData]);
}

const jobs: Job[] = [
  { kind: "vector", key: "brand/logo-light", width: LOGO_W, height: LOGO_H, svg: () => logo("light") },
  {
    kind: "vector",
    key: "brand/logo-dark",
    width: LOGO_W,
    height: LOGO_H,
    dark: true,
    svg: () => logo("dark"),
  },
];

export const brand: Group = {
  name: "brand",
  jobs,
  sheetExtra: [
    { kind: "vector", key: "favicon.svg", width: 64, height: 64, svg: favicon },
    { kind: "vector", key: "apple-touch-icon.png / icons/icon-*.png", width: 64, height: 64, svg: appIcon },
  ],
  extra: async () => {
    const manifest = {
      name: "Serendib Digital",
      short_name: "Serendib",
      description: "Web design, branding and digital marketing from Colombo and Bengaluru.",
      start_url: "/",
      display: "standalone",
      background_color: C.ink,
      theme_color: C.ink,
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any maskable" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any maskable" },
      ],
    };
    return {
      "public/favicon.svg": `${favicon()}\n`,
      "public/favicon.ico": ico(await png(favicon(), 32), 32),
      "public/apple-touch-icon.png": await png(appIcon(), 180),
      "public/icons/icon-192.png": await png(appIcon(), 192),
      "public/icons/icon-512.png": await png(appIcon(), 512),
      "public/site.webmanifest": `${JSON.stringify(manifest, null, 2)}\n`,
    };
  },
};
