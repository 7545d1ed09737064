import { Building2, type LucideIcon, Megaphone, Monitor, Palette, ShoppingCart } from "lucide-react";
import { useRef, useState } from "react";
import { IconCard } from "#src/components/ui/icon-card.tsx";
import type { ServiceCardIcon } from "#src/content/schemas/home-page.ts";
import { useAutoScroll } from "./use-auto-scroll.ts";

const icons: Record<ServiceCardIcon, LucideIcon> = {
  monitor: Monitor,
  palette: Palette,
  megaphone: Megaphone,
  "shopping-cart": ShoppingCart,
  building: Building2,
};

interface ServiceCardView {
  title: string;
  text: string;
  icon: ServiceCardIcon;
  href: string;
  /** The card's link's accessible name ("Learn More: Web Development"). */
  linkName: string;
}

interface ServicesRowProps {
  /** Names the row for screen readers. */
  label: string;
  /** Each card's link text. */
  linkLabel: string;
  cards: readonly ServiceCardView[];
}

/**
 * The home page's row of service cards (an island, hydrated when it scrolls into view). It scrolls by itself
 * and stops while the pointer is over it, while a card has keyboard focus and while a finger is on it; with
 * reduced motion it stands still. It is an ordinary scrollable list underneath, so touch, trackpad and
 * keyboard all work before and after its code arrives.
 */
export function ServicesRow({ label, linkLabel, cards }: ServicesRowProps) {
  const rowRef = useRef<HTMLUListElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);
  useAutoScroll(rowRef, hovered || focused || touched);

  return (
    <ul
      ref={rowRef}
      aria-label={label}
      data-paused={hovered ? "hover" : focused ? "focus" : touched ? "touch" : "false"}
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onTouchStart={() => setTouched(true)}
      onTouchEnd={() => window.setTimeout(() => setTouched(false), 2000)}
      className="-mx-5 flex gap-6 overflow-x-auto px-5 pt-2 pb-8 [scrollbar-width:thin] sm:-mx-8 sm:px-8"
    >
      {cards.map((card) => (
        <li key={card.title} className="w-[17.5rem] shrink-0 sm:w-80">
          <IconCard
            as="article"
            icon={icons[card.icon]}
            tone="softToSolid"
            title={card.title}
            text={card.text}
            link={{ href: card.href, label: linkLabel, name: card.linkName }}
          />
        </li>
      ))}
    </ul>
  );
}
