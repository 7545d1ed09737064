/** Reads what a pre-rendered page says about itself: its title, description, canonical URL and share image. */

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/g, "&");

function attribute(tag: string, name: string): string | undefined {
  const match = tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"));
  return match ? decode(match[1]!) : undefined;
}

function tagWith(html: string, element: string, name: string, value: string): string | undefined {
  for (const match of html.matchAll(new RegExp(`<${element}\\b[^>]*>`, "gi"))) {
    if (attribute(match[0], name) === value) return match[0];
  }
  return undefined;
}

export interface BuiltPage {
  title: string;
  description: string;
  canonical: string | undefined;
  image: string | undefined;
}

export function readBuiltPage(html: string): BuiltPage {
  const title = html.match(/<title>([\s\S]*?)<\/title>/i)?.[1];
  const description = tagWith(html, "meta", "name", "description");
  const canonical = tagWith(html, "link", "rel", "canonical");
  const image = tagWith(html, "meta", "property", "og:image");
  return {
    title: title ? decode(title).trim() : "",
    description: description ? (attribute(description, "content") ?? "") : "",
    canonical: canonical ? attribute(canonical, "href") : undefined,
    image: image ? attribute(image, "content") : undefined,
  };
}
