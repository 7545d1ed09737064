import { describe, expect, it } from "vitest";
import { pageRecord, pathOfFile, textOf } from "./search-records.ts";

const page = (lang: string, main: string) =>
  `<!doctype html><html lang="${lang}"><head><title data-pagefind-meta="title">Branding | Serendib Digital</title>` +
  `<meta name="description" content="Logos &amp; brand identity."></head><body><header>Top bar words</header>` +
  `${main}<footer>Footer words</footer></body></html>`;

describe("the search records of built pages", () => {
  it("take a page's address, title, description and main text, in the language of its <html lang>", () => {
    const found = pageRecord(
      "si/services/branding.html",
      page(
        "si-LK",
        `<main id="main" data-pagefind-body=""><h1>ලාංඡනය &amp; වෙළඳ නාමය</h1><script>x()</script><p>නිර්මාණ</p></main>`,
      ),
    );
    expect(found).toEqual({
      locale: "si",
      record: {
        url: "/si/services/branding",
        title: "Branding | Serendib Digital",
        excerpt: "Logos & brand identity.",
        text: "ලාංඡනය & වෙළඳ නාමය නිර්මාණ",
      },
    });
  });

  it("leave out a page whose main content is not marked for search (not-found pages, the search page)", () => {
    expect(pageRecord("404.html", page("en", `<main id="main"><h1>Not found</h1></main>`))).toBeUndefined();
  });

  it("never take the top bar or the footer", () => {
    const found = pageRecord("about.html", page("en", `<main data-pagefind-body=""><p>About us</p></main>`));
    expect(found?.record.text).toBe("About us");
  });

  it("fail on a language the site does not have", () => {
    expect(() => pageRecord("x.html", page("fr", `<main data-pagefind-body=""></main>`))).toThrow(/lang/);
  });

  it.each([
    ["index.html", "/"],
    ["si.html", "/si"],
    ["about.html", "/about"],
    ["ta/case-studies/x.html", "/ta/case-studies/x"],
  ])("address %s as %s", (file, path) => {
    expect(pathOfFile(file)).toBe(path);
  });

  it("decode character references and drop markup", () => {
    expect(textOf("&lt;b&gt; &#8220;x&#x201D; &amp;unknown;")).toBe("<b> “x” &unknown;");
    expect(textOf("<p>a</p><style>p{}</style><noscript>n</noscript><svg><title>i</title></svg>b")).toBe(
      "a b",
    );
  });

  it("leaves out an image's stand-in text, which shows only when the file fails", () => {
    expect(
      textOf(
        '<p>logo files</p><span data-image-placeholder="" data-pagefind-ignore="" role="img">No Image</span>',
      ),
    ).toBe("logo files");
  });

  it("leave out everything under an element marked data-pagefind-ignore, however deep", () => {
    expect(
      textOf(
        '<p>Our studies</p><ul data-pagefind-ignore=""><li><a href="/x"><h3>Hotel</h3><p>+38 % bookings</p></a></li></ul><p>end</p>',
      ),
    ).toBe("Our studies end");
  });

  it("read unclosed paragraphs and attributes with '>' as a browser does", () => {
    expect(textOf('<p title="a > b">one<p>two<br>three')).toBe("one two three");
  });
});
