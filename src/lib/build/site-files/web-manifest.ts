/** The web app manifest (`/site.webmanifest`): the agency's name from site/identity/identity.en.yaml, the committed icons. */

/** The theme's ink-950 (src/styles/global.css), as the browser's chrome around the installed site. */
const INK = "#0b1b2b";

export function webManifest(identity: { name: string; tagline: string }) {
  return {
    name: identity.name,
    short_name: identity.name.split(" ")[0]!,
    description: identity.tagline,
    start_url: "/",
    display: "standalone",
    background_color: INK,
    theme_color: INK,
    icons: [192, 512].map((size) => ({
      src: `/icons/icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose: "any maskable",
    })),
  };
}
