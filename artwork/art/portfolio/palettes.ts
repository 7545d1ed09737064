// The portfolio pieces' colours: the palettes the pieces are drawn in.
import type { Pal } from "#artwork/lib/motifs.ts";

/** The pieces' palettes, by name (shared by several pieces, and picked from for a piece without art direction). */
export const P = {
  espresso: { bg: "#F6EEE3", fg: "#3B2618", accent: "#C0692B", soft: "#E4CDB3", ink: "#2A1A10" },
  tea: { bg: "#0F3D2E", fg: "#F4EBD0", accent: "#E3B448", soft: "#3F7D5A", ink: "#0A2A1F" },
  surf: { bg: "#FFF4E0", fg: "#0B3954", accent: "#FF8C42", soft: "#7FD1E3", ink: "#08324A" },
  indigo: { bg: "#1D2A6B", fg: "#FFF6E5", accent: "#F5A623", soft: "#3E51A8", ink: "#111A47" },
  dev: { bg: "#0B1B2B", fg: "#E5E9F0", accent: "#2DD4BF", soft: "#23476B", ink: "#050E18" },
  avurudu: { bg: "#7A1F1F", fg: "#FFF3D6", accent: "#FFC94D", soft: "#A8432F", ink: "#4A0F0F" },
  ocean: { bg: "#0A2540", fg: "#E8F6FF", accent: "#7FDBFF", soft: "#1B4F7A", ink: "#061729" },
  silk: { bg: "#5C0F2E", fg: "#FFE8B3", accent: "#E8B923", soft: "#8C2451", ink: "#3A071C" },
  ella: { bg: "#EEF5EC", fg: "#1F3B2C", accent: "#D97B29", soft: "#A7C9A0", ink: "#17301F" },
  spice: { bg: "#8B2E16", fg: "#FFF1DC", accent: "#F2A541", soft: "#C4572F", ink: "#521A0C" },
  cinnamon: { bg: "#3E2A1E", fg: "#F7E7D3", accent: "#C97B3C", soft: "#6B8F4E", ink: "#24170F" },
  spa: { bg: "#0E5E6F", fg: "#F2FBF9", accent: "#F2B5A0", soft: "#5FB7B0", ink: "#093E49" },
  tuktuk: { bg: "#1E5631", fg: "#FFFFFF", accent: "#FFD23F", soft: "#4C9A5E", ink: "#123820" },
  roast: { bg: "#2B1B14", fg: "#F3E3CF", accent: "#D9A066", soft: "#6E4A34", ink: "#1A0F0A" },
  jaffna: { bg: "#B3261E", fg: "#FFF5E6", accent: "#F6B93B", soft: "#E0664F", ink: "#6E140F" },
  yoga: { bg: "#5B7F6A", fg: "#F6F3EC", accent: "#E8C07D", soft: "#A7BFA9", ink: "#2F4A3A" },
  fintech: { bg: "#2E2A85", fg: "#FFFFFF", accent: "#3DDC97", soft: "#6F69D9", ink: "#1A1760" },
  lodge: { bg: "#8C3B1F", fg: "#FBEFE3", accent: "#F2A65A", soft: "#5E7D3A", ink: "#4D1F0F" },
  jazz: { bg: "#0B1B2B", fg: "#F5F7FA", accent: "#F4A300", soft: "#23476B", ink: "#17314D" },
  sand: { bg: "#FBF3E4", fg: "#0B4F6C", accent: "#E07A5F", soft: "#9AD1D4", ink: "#08384D" },
  kottu: { bg: "#111111", fg: "#FFD400", accent: "#FF4D2E", soft: "#333333", ink: "#000000" },
  perahera: { bg: "#2B0F3A", fg: "#FFE9A8", accent: "#F4A300", soft: "#6A2C70", ink: "#1A0724" },
  honey: { bg: "#1F4E3D", fg: "#FFF4D6", accent: "#F4A300", soft: "#7BAE7F", ink: "#12301F" },
  namma: { bg: "#D81B60", fg: "#FFFFFF", accent: "#FFEB3B", soft: "#F06292", ink: "#7A0C35" },
  ayur: { bg: "#FAF3E3", fg: "#3D5A2A", accent: "#B5651D", soft: "#9DBF7A", ink: "#6B3E14" },
  island: { bg: "#E0F7F4", fg: "#0B3B3A", accent: "#0F766E", soft: "#7FDCCB", ink: "#0B3B3A" },
  property: { bg: "#10243A", fg: "#FFFFFF", accent: "#F4A300", soft: "#2F5D88", ink: "#0B1B2B" },
  threads: { bg: "#FFF7EC", fg: "#3A1C71", accent: "#D7263D", soft: "#F4A261", ink: "#3A1C71" },
  vidya: { bg: "#FFF8E1", fg: "#1A237E", accent: "#FF6F00", soft: "#90CAF9", ink: "#0D1452" },
  lit: { bg: "#0E4D64", fg: "#FFFFFF", accent: "#F4A300", soft: "#7EC8E3", ink: "#0A3346" },
  dive: { bg: "#006D77", fg: "#FFFFFF", accent: "#FFDDD2", soft: "#83C5BE", ink: "#023E44" },
  market: { bg: "#E9F5DB", fg: "#2D4A22", accent: "#E76F51", soft: "#90BE6D", ink: "#2D4A22" },
  biryani: { bg: "#FFF3E0", fg: "#4E1A0A", accent: "#E65100", soft: "#FFB74D", ink: "#4E1A0A" },
} as const satisfies Record<string, Pal>;

/** A brand board's swatches: the palette's colours with their names. */
export const swatches = (
  p: Pal,
  names: readonly [string, string, string, string],
): readonly (readonly [string, string])[] => [
  [p.bg, names[0]],
  [p.accent, names[1]],
  [p.soft, names[2]],
  [p.fg, names[3]],
];
