import { DEFAULT_LOCALE, localizedPath } from "#contracts/locales.ts";

/**
 * The name a visitor asked for in /templates/<name> (or a language's /si/templates/<name>): hyphens read as
 * spaces ("golden-bakery" → "golden bakery").
 */
export function requestedName(pathname: string): string {
  const match = /^\/templates\/([^/]+)\/?$/.exec(localizedPath(pathname, DEFAULT_LOCALE));
  if (!match) return "";
  let segment = match[1]!;
  try {
    segment = decodeURIComponent(segment);
  } catch {
    // A malformed escape: show the address as it is.
  }
  return segment.replace(/-/g, " ").trim();
}

/** A name for matching: hyphens read as spaces, case ignored. */
const normalise = (name: string) => name.replace(/-/g, " ").trim().toLocaleLowerCase();

/** The id of the template the name means ("MonkHub Ultimate" → "monkhub-ultimate"), if any. */
export function matchTemplateId(name: string, ids: readonly string[]): string | undefined {
  const wanted = normalise(name);
  if (wanted === "") return undefined;
  return ids.find((id) => normalise(id) === wanted);
}
