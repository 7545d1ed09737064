import type { LucideIcon } from "lucide-react";

const tones = {
  /** Accent fill, white mark. */
  solid: "rounded-2xl bg-accent-700 text-white",
  /** Pale accent fill, accent mark. */
  soft: "rounded-2xl bg-accent-50 text-accent-700",
  /** Soft, turning solid while its card (the nearest `group`) is hovered. */
  softToSolid:
    "rounded-2xl bg-accent-50 text-accent-700 transition group-hover:bg-accent-700 group-hover:text-white",
  saffron: "rounded-2xl bg-saffron-300 text-ink-950",
  ink: "rounded-2xl bg-ink-800 text-white",
  emerald: "rounded-2xl bg-emerald-400 text-ink-950",
  /** On a dark band. */
  onDark: "rounded-2xl bg-white/10 text-accent-300",
  /** On a dark band, round. */
  onDarkRound: "rounded-full bg-accent-400/15 text-accent-300",
} as const;

export type IconTileTone = keyof typeof tones;

/** An icon on a 48 px tile, the mark at the head of a card. Decorative: the card's title names it. */
export function IconTile({
  icon: Icon,
  tone = "soft",
  className = "",
}: {
  icon: LucideIcon;
  tone?: IconTileTone;
  className?: string;
}) {
  return (
    <span className={`flex size-12 items-center justify-center ${tones[tone]} ${className}`}>
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
