import { ArrowRight, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { IconTile, type IconTileTone } from "./icon-tile.tsx";

const sizes = {
  sm: { card: "p-6", title: "mt-4 text-lg", text: "mt-1 text-grey-600 text-sm" },
  md: { card: "p-7", title: "mt-5 text-xl", text: "mt-2 text-grey-600" },
  lg: { card: "p-8", title: "mt-6 text-xl", text: "mt-3 text-grey-600" },
  xl: { card: "p-8 sm:p-10", title: "mt-6 text-2xl sm:text-3xl", text: "mt-3 text-grey-700 text-lg" },
} as const;

const lift =
  "transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0";

interface IconCardProps {
  /** The card's element: a list item in a row of cards (default), an article inside one, or a block. */
  as?: "li" | "article" | "div";
  icon: LucideIcon;
  tone?: IconTileTone;
  title: ReactNode;
  /** The title's heading level (h3 under a section heading; h2 when the cards are the section). */
  titleAs?: "h2" | "h3";
  text: ReactNode;
  size?: keyof typeof sizes;
  /** Rises on hover, as cards in a row do (default); a standing panel stays put. */
  lifts?: boolean;
  /** Shown level with the icon, at the far side (a step's number). */
  corner?: ReactNode;
  /** Shown under the text (values, a list). */
  children?: ReactNode;
  /**
   * A link at the foot of the card; the text then fills the card, so the links of a row line up. `name` is
   * its accessible name, which says what it leads to ("Learn More: Web Development", worded by the content).
   */
  link?: { href: string; label: string; name: string };
  className?: string;
}

/**
 * A white card headed by an icon tile: title, text, and optionally more under it or a link at its foot (the
 * link's accessible name is given: it names the card's subject).
 */
export function IconCard({
  as: Tag = "li",
  icon,
  tone = "soft",
  title,
  titleAs: Title = "h3",
  text,
  size = "md",
  lifts = true,
  corner,
  children,
  link,
  className = "",
}: IconCardProps) {
  const sized = sizes[size];
  const tile = <IconTile icon={icon} tone={tone} />;
  return (
    <Tag
      className={`rounded-card bg-white shadow-card ring-1 ring-grey-200 ${sized.card} ${lifts ? lift : ""} ${link ? "group flex h-full flex-col" : ""} ${className}`}
    >
      {corner ? (
        <div className="flex items-center justify-between">
          {tile}
          {corner}
        </div>
      ) : (
        tile
      )}
      <Title className={`font-bold text-ink-950 ${sized.title}`}>{title}</Title>
      <p className={`${sized.text} ${link ? "flex-1" : ""}`}>{text}</p>
      {children}
      {link && (
        <a
          href={link.href}
          className="relative mt-5 inline-flex items-center gap-1.5 self-start font-semibold text-accent-700 hover:text-accent-900"
        >
          <span aria-hidden="true">{link.label}</span>
          <span className="sr-only">{link.name}</span>
          <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-1" />
        </a>
      )}
    </Tag>
  );
}
