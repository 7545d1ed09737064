/**
 * The search page's script (src/pages/[...locale]/search.astro): results as the visitor types, from Pagefind's
 * index of the page's language. Pagefind's code and index are fetched only once the visitor focuses the box or
 * types (or arrives with a query); what was typed before this script ran is searched when it runs. Results are
 * built as elements (never HTML strings: the page's Trusted Types policy refuses them), and the status line, a
 * live region, says how many were found.
 */
import { type PluralPhrases, pluralText } from "#contracts/locale-format.ts";
import { fillTemplate } from "#contracts/words.ts";

/** Pagefind's browser API, as this script uses it (pagefind 1.6). */
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    query: string,
    options?: Record<string, unknown>,
    debounceMs?: number,
  ): Promise<{ results: { data(): Promise<PagefindResult> }[] } | null>;
}
interface PagefindResult {
  url: string;
  excerpt: string;
  meta: { title?: string };
}

interface SearchWords extends Record<"label" | "none" | "loading" | "failed" | "empty", string> {
  tag: string;
  count: PluralPhrases;
}

/** Where the build writes Pagefind's browser code (scripts/integrations/search-index.ts). */
const PAGEFIND_URL = "/pagefind/pagefind.js";
/** Results shown at once: the first are the best. */
const SHOWN = 10;
/** Milliseconds of quiet after a keystroke before searching. */
const DEBOUNCE_MS = 200;

/** Pagefind's excerpt (`<mark>`ed words in escaped text) as text and `<mark>` elements. */
export function excerptNodes(excerpt: string): Node[] {
  const decode = (text: string) =>
    text.replace(
      /&(amp|lt|gt|quot|#39|#x27);/g,
      (_, name: string) =>
        ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" })[name] as string,
    );
  return excerpt.split(/<\/?mark>/).map((part, i) => {
    const text = document.createTextNode(decode(part));
    if (i % 2 === 0) return text;
    const mark = document.createElement("mark");
    mark.append(text);
    return mark;
  });
}

export function startSearch(
  root: ParentNode = document,
  loadPagefind: () => Promise<Pagefind> = () => import(/* @vite-ignore */ PAGEFIND_URL),
) {
  const form = root.querySelector<HTMLFormElement>("[data-search-form]");
  const input = form?.querySelector<HTMLInputElement>("input[name='q']");
  const status = root.querySelector<HTMLElement>("[data-search-status]");
  const list = root.querySelector<HTMLOListElement>("[data-search-results]");
  if (!form || !input || !status || !list) return;
  const words = JSON.parse(form.dataset.searchWords ?? "{}") as SearchWords;

  let pagefind: Promise<Pagefind> | undefined;
  const load = () => {
    pagefind ??= loadPagefind().then(async (api) => {
      // On the page's own thread: a Web Worker would need a Trusted Types script URL (the policy allows none),
      // and one language's index of a few dozen pages searches in milliseconds.
      await api.options({ excerptLength: 24, noWorker: true });
      await api.init();
      return api;
    });
    pagefind.catch(() => {
      pagefind = undefined; // offline: the next keystroke tries again
    });
    return pagefind;
  };

  // A list the server already filled for the query in the box (server/search/search.ts) is not searched again.
  let shown = list.dataset.query ?? "";
  const say = (text: string) => {
    if (status.textContent !== text) status.textContent = text;
  };
  const run = async (debounce: number) => {
    const query = input.value.trim();
    if (query === shown) return;
    if (!query) {
      shown = "";
      list.replaceChildren();
      list.dataset.query = "";
      say(words.empty);
      return;
    }
    say(words.loading);
    try {
      const api = await load();
      const search = await api.debouncedSearch(query, {}, debounce);
      if (search === null || input.value.trim() !== query) return; // a later keystroke took over
      const results = await Promise.all(search.results.slice(0, SHOWN).map((result) => result.data()));
      if (input.value.trim() !== query) return;
      shown = query;
      list.replaceChildren(
        ...results.map((result) => {
          const item = document.createElement("li");
          const link = document.createElement("a");
          link.href = result.url;
          link.textContent = result.meta.title ?? result.url;
          const excerpt = document.createElement("p");
          excerpt.append(...excerptNodes(result.excerpt));
          item.append(link, excerpt);
          return item;
        }),
      );
      list.dataset.query = query; // what the list shows now (the benchmark and tests wait for it)
      say(
        search.results.length === 0
          ? fillTemplate(words.none, { query })
          : pluralText(words.tag, search.results.length, words.count, { query }),
      );
    } catch {
      say(words.failed);
    }
  };

  const warm = () => void load().catch(() => undefined);
  // The focus that brought this code has been and gone.
  if (document.activeElement === input) warm();
  else input.addEventListener("focus", warm, { once: true });
  input.addEventListener("input", () => void run(DEBOUNCE_MS));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    shown = "";
    void run(0);
  });
  // Arrived with a query (the top bar's form, a shared link), or typed before this script ran.
  if (!input.value) input.value = new URLSearchParams(location.search).get("q")?.slice(0, 200) ?? "";
  if (input.value.trim()) void run(0);
}
