import {
  ArrowRight,
  Building2,
  type LucideIcon,
  Megaphone,
  Monitor,
  Palette,
  ShoppingCart,
} from "lucide-react";
import { useRef, useState } from "react";
import type { ServiceCardIcon } from "~/content/schemas/home-page.ts";
import { useAutoScroll } from "./use-auto-scroll.ts";

const icons: Record<ServiceCardIcon, LucideIcon> = {
  monitor: Monitor,
  palette: Palette,
  megaphone: Megaphone,
  "shopping-cart": ShoppingCart,
  building: Building2,
};

export interface ServiceCardView {
  title: string;
  text: string;
  icon: ServiceCardIcon;
  href: string;
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
      {cards.map((card) => {
        const Icon = icons[card.icon];
        return (
          <li key={card.title} className="w-[17.5rem] shrink-0 sm:w-80">
            <article className="group flex h-full flex-col rounded-card bg-white p-7 shadow-card ring-1 ring-grey-200 transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-accent-50 text-accent-700 transition group-hover:bg-accent-700 group-hover:text-white">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 font-bold text-xl">{card.title}</h3>
              <p className="mt-2 flex-1 text-grey-600">{card.text}</p>
              <a
                href={card.href}
                className="relative mt-5 inline-flex items-center gap-1.5 self-start font-semibold text-accent-700 hover:text-accent-900"
              >
                <span aria-hidden="true">{linkLabel}</span>
                <span className="sr-only">
                  {linkLabel}: {card.title}
                </span>
                <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-1" />
              </a>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
