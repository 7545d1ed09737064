/** The square logo the Organization's structured data names (`logo`). */
import type { APIRoute } from "astro";
import { logoSvg, renderPng } from "#src/lib/build/share-image.ts";
import { LOGO_SIZE } from "#src/lib/build/structured-data.ts";

export const GET: APIRoute = async () => {
  const png = await renderPng(logoSvg(LOGO_SIZE), LOGO_SIZE, LOGO_SIZE);
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
};
