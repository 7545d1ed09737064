/** Replaces `{name}` in text with `values[name]`; words it has no value for stay as they are. */
export function fillTemplate(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
