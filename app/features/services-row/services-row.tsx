import { ArrowRight } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { Link } from "react-router";
import { useAutoScroll } from "./use-auto-scroll";

export interface ServiceCardView {
  title: string;
  text: string;
  icon: ReactNode;
  link: { label: string; to: string };
}

/**
 * The home page's row of service cards. It scrolls by itself and stops while the pointer is over it, while a
 * card has keyboard focus and while a finger is on it; with reduced motion it stands still. It is an ordinary
 * scrollable list underneath, so touch, trackpad and keyboard all work.
 */
export function ServicesRow({ label, cards }: { label: string; cards: readonly ServiceCardView[] }) {
  const rowRef = useRef<HTMLUListElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);
  const paused = hovered || focused || touched;
  useAutoScroll(rowRef, paused);

  return (
    <ul
      ref={rowRef}
      aria-label={label}
      data-paused={hovered ? "hover" : focused ? "focus" : touched ? "touch" : "false"}
      onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
      onTouchStart={() => setTouched(true)}
      onTouchEnd={() => window.setTimeout(() => setTouched(false), 2000)}
      className="-mx-5 flex gap-6 overflow-x-auto px-5 pt-2 pb-8 [scrollbar-width:thin] sm:-mx-8 sm:px-8"
    >
      {cards.map((card) => (
        <li key={card.title} className="w-[17.5rem] shrink-0 sm:w-80">
          <article className="group flex h-full flex-col rounded-card bg-white p-7 shadow-card ring-1 ring-grey-200 transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-accent-50 text-accent-700 transition group-hover:bg-accent-700 group-hover:text-white">
              {card.icon}
            </span>
            <h3 className="mt-5 font-bold text-xl">{card.title}</h3>
            <p className="mt-2 flex-1 text-grey-600">{card.text}</p>
            <Link
              to={card.link.to}
              prefetch="intent"
              className="relative mt-5 inline-flex items-center gap-1.5 self-start font-semibold text-accent-700 hover:text-accent-900"
            >
              <span aria-hidden="true">{card.link.label}</span>
              <span className="sr-only">
                {card.link.label}: {card.title}
              </span>
              <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-1" />
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
