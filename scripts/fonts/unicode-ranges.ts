/** CSS `unicode-range` values: read one, and write one for a set of code points (the cuts' `@font-face`). */

/** Whether a code point is inside a CSS `unicode-range` ("U+0964-0965,U+0D81-0DF4,U+25CC"). */
export function inUnicodeRange(range: string, codePoint: number): boolean {
  return range.split(",").some((part) => {
    const [from, to = from] = part
      .trim()
      .replace(/^U\+/i, "")
      .split("-")
      .map((hex) => Number.parseInt(hex, 16)) as [number, number?];
    return codePoint >= from && codePoint <= (to as number);
  });
}

/** Code points as a CSS `unicode-range`, runs joined: [0x d82, 0xd83, 0xd85] → "U+D82-D83,U+D85". */
export function unicodeRangeOf(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const from = sorted[i]!;
    let to = from;
    while (sorted[i + 1] === to + 1) to = sorted[++i]!;
    const hex = (code: number) => code.toString(16).toUpperCase();
    parts.push(from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`);
  }
  return parts.join(",");
}
