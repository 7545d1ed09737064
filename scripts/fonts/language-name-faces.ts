/**
 * Where each Indic language name's letters come from (its Noto face in @fontsource) and which characters the
 * face answers for (its script's Unicode block), for scripts/fonts/language-names.ts and astro.config.ts.
 */
export const LANGUAGE_NAME_FACES = {
  si: { folder: "noto-sans-sinhala", subset: "sinhala", unicodeRange: "U+0D80-0DFF" },
  ta: { folder: "noto-sans-tamil", subset: "tamil", unicodeRange: "U+0B80-0BFF" },
  hi: { folder: "noto-sans-devanagari", subset: "devanagari", unicodeRange: "U+0900-097F" },
} as const;

/** The generated file for a language's name, from the project root. */
export const languageNameFontFile = (locale: keyof typeof LANGUAGE_NAME_FACES): string =>
  `src/assets/fonts/language-name-${locale}.woff2`;
