import { Languages } from "lucide-react";

export interface LanguageLink {
  /** BCP 47 tag of the language ("si-LK"). */
  tag: string;
  /** The language's name in itself ("සිංහල"). */
  name: string;
  /** The page being shown, in that language. */
  href: string;
  current: boolean;
}

interface LanguageSwitcherProps {
  /** Its name for screen readers, in the page's language. */
  label: string;
  languages: readonly LanguageLink[];
  /** Names the popover (one switcher per page). */
  id: string;
  /**
   * "bar": in the top bar. "floating": pinned to the top right corner of a page without the top bar (the
   * launch and template pages), on a white disc that reads on any background.
   */
  placement?: "bar" | "floating";
}

/**
 * The language switcher: a button (its name says the page's language) that opens a popover of plain links to
 * the same page in every language, each named in itself and marked with its language. Plain HTML (a popover and
 * links): it works at first paint and with scripting off.
 */
export function LanguageSwitcher({ label, languages, id, placement = "bar" }: LanguageSwitcherProps) {
  const current = languages.find((language) => language.current);
  const floating = placement === "floating";
  return (
    <div className={floating ? "fixed top-4 right-4 z-20 sm:top-6 sm:right-6" : "relative"}>
      <button
        type="button"
        popoverTarget={id}
        aria-label={`${label}: ${current?.name ?? ""}`}
        className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full ${
          floating
            ? "bg-white text-ink-950 shadow-bar ring-1 ring-grey-200 hover:bg-grey-100"
            : "text-grey-700 hover:bg-grey-100 hover:text-ink-950"
        }`}
      >
        <Languages aria-hidden="true" className="size-5" />
      </button>
      <nav
        id={id}
        popover="auto"
        aria-label={label}
        className="fixed inset-auto top-16 right-3 m-0 rounded-card text-ink-950 bg-white p-2 shadow-card ring-1 ring-grey-200 sm:right-5"
      >
        <ul className="flex flex-col">
          <LanguageLinks
            languages={languages}
            className="flex min-h-11 min-w-40 items-center rounded-pill px-4 text-base"
            current="bg-ink-950 text-white"
            other="text-ink-900 hover:bg-grey-100"
          />
        </ul>
      </nav>
    </div>
  );
}

/**
 * Each language's link, named in itself and marked with its language (the switcher's popover, the footer's
 * list): `current` and `other` are the classes of the page's own language and of the rest.
 */
export function LanguageLinks({
  languages,
  className,
  current,
  other,
}: {
  languages: readonly LanguageLink[];
  className: string;
  current: string;
  other: string;
}) {
  return languages.map((language) => (
    <li key={language.tag}>
      <a
        href={language.href}
        hrefLang={language.tag}
        lang={language.tag}
        aria-current={language.current ? "page" : undefined}
        className={`${className} ${language.current ? current : other}`}
      >
        {language.name}
      </a>
    </li>
  ));
}
