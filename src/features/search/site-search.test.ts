// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { excerptNodes, startSearch } from "./site-search.ts";

const words = {
  tag: "en",
  label: "Search results",
  count: { one: "{count} page found", other: "{count} pages found" },
  none: "No page matches “{query}”.",
  loading: "Searching…",
  failed: "Search could not load.",
  empty: "Results appear here as you type.",
};

beforeEach(() => {
  document.body.innerHTML = `<form data-search-form data-search-words='${JSON.stringify(words)}'>
    <input id="search-page-q" name="q"><button>Search</button></form>
    <p data-search-status role="status">${words.empty}</p><ol data-search-results></ol>`;
});

const pages = [
  { url: "/services/branding", excerpt: "Your <mark>logo</mark> &amp; more", meta: { title: "Branding" } },
  { url: "/about", excerpt: "A <mark>logo</mark>", meta: { title: "About" } },
];
function fakePagefind(found = pages) {
  const api = {
    options: vi.fn(async () => undefined),
    init: vi.fn(async () => undefined),
    debouncedSearch: vi.fn(async (query: string) => ({
      results: (query === "zzz" ? [] : found).map((page) => ({ data: async () => page })),
    })),
  };
  return { api, load: vi.fn(async () => api) };
}
const input = () => document.querySelector<HTMLInputElement>("input")!;
const list = () => document.querySelector<HTMLOListElement>("[data-search-results]")!;
const status = () => document.querySelector("[data-search-status]")!.textContent;
const type = (text: string) => {
  input().value = text;
  input().dispatchEvent(new Event("input"));
};

describe("the search page's script", () => {
  it("loads Pagefind only once the visitor focuses the box or types", async () => {
    const { load } = fakePagefind();
    startSearch(document, load);
    expect(load).not.toHaveBeenCalled();
    input().dispatchEvent(new Event("focus"));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads Pagefind at once when the box already has the focus that brought the script", () => {
    const { load } = fakePagefind();
    input().focus();
    startSearch(document, load);
    expect(load).toHaveBeenCalledTimes(1);
    input().dispatchEvent(new Event("focus"));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps the results the server wrote for the query in the box, and searches the next keystroke", async () => {
    input().value = "logo";
    list().dataset.query = "logo";
    list().innerHTML = '<li><a href="/services/branding">Branding</a><p>From the server</p></li>';
    const { load, api } = fakePagefind();
    startSearch(document, load);
    await Promise.resolve();
    expect(api.debouncedSearch).not.toHaveBeenCalled();
    expect(list().textContent).toContain("From the server");
    type("logos");
    await vi.waitFor(() => expect(list().dataset.query).toBe("logos"));
  });

  it("lists each result as a link with its excerpt, and says how many were found", async () => {
    const { load } = fakePagefind();
    startSearch(document, load);
    type("logo");
    await vi.waitFor(() => expect(list().dataset.query).toBe("logo"));
    const links = [...list().querySelectorAll("li > a")];
    expect(links.map((link) => [link.getAttribute("href"), link.textContent])).toEqual([
      ["/services/branding", "Branding"],
      ["/about", "About"],
    ]);
    expect(list().querySelector("li > p")!.innerHTML).toBe("Your <mark>logo</mark> &amp; more");
    expect(status()).toBe("2 pages found");
  });

  it("says when nothing matches, and empties the list when the box is cleared", async () => {
    const { load } = fakePagefind();
    startSearch(document, load);
    type("zzz");
    await vi.waitFor(() => expect(status()).toBe("No page matches “zzz”."));
    type("");
    await vi.waitFor(() => expect(status()).toBe(words.empty));
    expect(list().children).toHaveLength(0);
  });

  it("searches what was typed before the script ran", async () => {
    input().value = "logo";
    const { load, api } = fakePagefind();
    startSearch(document, load);
    await vi.waitFor(() => expect(list().dataset.query).toBe("logo"));
    expect(api.debouncedSearch).toHaveBeenCalledWith("logo", {}, 0);
  });

  it("says the search could not load, and tries again on the next keystroke", async () => {
    const { api } = fakePagefind();
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(api);
    startSearch(document, load);
    type("logo");
    await vi.waitFor(() => expect(status()).toBe(words.failed));
    type("logo ");
    type("logos");
    await vi.waitFor(() => expect(list().dataset.query).toBe("logos"));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("reads a query's marks as elements and its text as text", () => {
    const nodes = excerptNodes("a &lt;b&gt; <mark>c</mark> d");
    const holder = document.createElement("p");
    holder.append(...nodes);
    expect(holder.innerHTML).toBe("a &lt;b&gt; <mark>c</mark> d");
  });
});
