/**
 * A sentence from the content with links (or other elements) in its slots: "Please read our {terms} and
 * {privacy}." split into its text and the named slots, so an island renders each slot as an element where
 * the language puts it. Words in braces that are not slots stay text.
 */
export type TemplatePart = string | { slot: string };

export function templateParts(template: string, slots: readonly string[]): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let rest = 0;
  for (const match of template.matchAll(/\{([a-zA-Z]+)\}/g)) {
    const name = match[1]!;
    if (!slots.includes(name)) continue;
    if (match.index > rest) parts.push(template.slice(rest, match.index));
    parts.push({ slot: name });
    rest = match.index + match[0].length;
  }
  if (rest < template.length) parts.push(template.slice(rest));
  return parts;
}
