import { buttonClasses } from "#src/components/ui/button.tsx";
import { Container } from "#src/components/ui/container.tsx";

/** The search page's words (src/content/pages/search/), as its script needs them too. */
interface SearchPanelCopy {
  form: { label: string; placeholder: string; submit: string };
  results: {
    label: string;
    count: Record<string, string | undefined> & { other: string };
    none: string;
    loading: string;
    failed: string;
    empty: string;
  };
  noScript: { text: string; pagesTitle: string };
}

interface SearchPanelProps {
  copy: SearchPanelCopy;
  /** The search page's address in its language: the form sends `?q=` there (a server answers it without script). */
  action: string;
  /** The language's tag, for the count's plural rules in the script. */
  tag: string;
  /** Every page search finds in this language, listed for a visitor without script on a host of files only. */
  pages: readonly { path: string; title: string }[];
}

/**
 * The search form and where its results go (status, then the list). Without script the form is sent to this
 * page with `?q=`, which the Node server and the Worker answer by writing the results into this very markup
 * (server/search/search.ts finds `#search-output`); with script, features/search/site-search.ts fills it as
 * the visitor types. Result items are plain `<li><a/><p/></li>`: the list styles them.
 */
export function SearchPanel({ copy, action, tag, pages }: SearchPanelProps) {
  return (
    // At least a screen tall: the results have their room from the first paint, and the footer never starts in
    // the first view to be pushed down as they or the fonts arrive.
    <section aria-label={copy.form.label} className="min-h-dvh py-12 sm:py-16">
      <Container className="max-w-3xl">
        <search>
          <form
            action={action}
            method="get"
            data-search-form=""
            data-search-words={JSON.stringify({ tag, ...copy.results })}
          >
            <label htmlFor="search-page-q" className="mb-2 block font-semibold text-ink-900 text-sm">
              {copy.form.label}
            </label>
            <div className="flex flex-col gap-3 sm:flex-row">
              <input
                id="search-page-q"
                type="search"
                name="q"
                placeholder={copy.form.placeholder}
                autoComplete="off"
                enterKeyHint="search"
                spellCheck={false}
                maxLength={200}
                className="block w-full min-w-0 flex-1 rounded-xl bg-white px-4 py-3 text-ink-950 ring-1 ring-grey-300 transition placeholder:text-grey-500 hover:ring-grey-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-600"
              />
              <button type="submit" className={buttonClasses("primary", "lg", "shrink-0")}>
                {copy.form.submit}
              </button>
            </div>
          </form>
        </search>
        <div id="search-output" className="mt-8">
          <p data-search-status="" role="status" className="text-grey-700">
            {copy.results.empty}
          </p>
          <ol
            data-search-results=""
            aria-label={copy.results.label}
            className="mt-6 space-y-4 empty:hidden [&_a]:font-semibold [&_a]:text-accent-800 [&_a]:text-lg [&_a]:underline-offset-4 [&_a:focus-visible]:underline [&_a:hover]:underline [&_mark]:rounded-sm [&_mark]:bg-accent-100 [&_mark]:text-ink-950 [&_p]:mt-1.5 [&_p]:text-grey-700 [&>li]:rounded-card [&>li]:bg-white [&>li]:p-5 [&>li]:shadow-card [&>li]:ring-1 [&>li]:ring-grey-200"
          />
        </div>
        <noscript>
          <div className="mt-10 rounded-card bg-grey-50 p-5 ring-1 ring-grey-200">
            <p className="text-grey-700">{copy.noScript.text}</p>
            <details className="mt-4">
              <summary className="cursor-pointer font-semibold text-ink-900">
                {copy.noScript.pagesTitle}
              </summary>
              <ul className="mt-3 columns-1 gap-6 sm:columns-2">
                {pages.map((page) => (
                  <li key={page.path} className="py-1">
                    <a href={page.path} className="text-accent-800 underline-offset-4 hover:underline">
                      {page.title}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          </div>
        </noscript>
      </Container>
    </section>
  );
}
