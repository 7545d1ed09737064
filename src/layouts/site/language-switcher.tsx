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
}

/**
 * The language switcher: a button (its name says the page's language) that opens a popover of plain links to
 * the same page in every language, each named in itself and marked with its language. Plain HTML (a popover and
 * links): it works at first paint and with scripting off.
 */
export function LanguageSwitcher({ label, languages, id }: LanguageSwitcherProps) {
  const current = languages.find((language) => language.current);
  return (
    <div className="relative">
      <button
        type="button"
        popoverTarget={id}
        aria-label={`${label}: ${current?.name ?? ""}`}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-grey-700 hover:bg-grey-100 hover:text-ink-950"
      >
        <Languages aria-hidden="true" className="size-5" />
      </button>
      <nav
        id={id}
        popover="auto"
        aria-label={label}
        className="fixed inset-auto top-16 right-3 m-0 rounded-card bg-white p-2 shadow-card ring-1 ring-grey-200 sm:right-5"
      >
        <ul className="flex flex-col">
          {languages.map((language) => (
            <li key={language.tag}>
              <a
                href={language.href}
                hrefLang={language.tag}
                lang={language.tag}
                aria-current={language.current ? "page" : undefined}
                className={`flex min-h-11 min-w-40 items-center rounded-pill px-4 text-base ${
                  language.current ? "bg-ink-950 text-white" : "text-ink-900 hover:bg-grey-100"
                }`}
              >
                {language.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
