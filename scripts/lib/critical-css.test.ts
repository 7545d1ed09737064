import { describe, expect, it } from "vitest";
import { criticalCss, htmlClasses, inlinePageCss, scriptTokens, selectorClasses } from "./critical-css.ts";

describe("critical CSS", () => {
  it("reads the classes a selector needs, escapes undone, none from :not() or strings", () => {
    expect(selectorClasses(".sm\\:pt-40")).toEqual(["sm:pt-40"]);
    expect(selectorClasses(".group:hover .group-hover\\:text-white")).toEqual([
      "group",
      "group-hover:text-white",
    ]);
    expect(selectorClasses(".w-\\[min\\(20rem\\,calc\\(100vw-2\\.5rem\\)\\)\\]")).toEqual([
      "w-[min(20rem,calc(100vw-2.5rem))]",
    ]);
    expect(selectorClasses('.x:not(.y) [data-a=".z"]')).toEqual(["x"]);
    expect(selectorClasses(":is(.a,.b) .c:has(.d)")).toEqual(["c"]);
    expect(selectorClasses("[data-reveal=waiting]")).toEqual([]);
  });

  it("reads the classes of HTML, entities decoded", () => {
    expect([
      ...htmlClasses(`<p class="a b:c"><i class='d'></i><b class="content-[&#39;x&#39;]"></b>`),
    ]).toEqual(["a", "b:c", "d", "content-['x']"]);
  });

  it("keeps the rules the classes can use, grouping rules when something in them stays, in order", () => {
    const css =
      "@layer theme,base;@layer base{*{margin:0}}@layer utilities{.a{color:red}.b{color:blue}" +
      "@media (width>=40rem){.sm\\:b{color:green}.a:not(.c){top:0}}}@keyframes k{0%{opacity:0}}" +
      ':is(.d,.f) p{x:1}.e,.a{y:2}.d .a{w:0}[data-x="{"]{z:3}';
    expect(criticalCss(css, new Set(["a"]))).toBe(
      "@layer theme,base;@layer base{*{margin:0}}@layer utilities{.a{color:red}" +
        "@media (width>=40rem){.a:not(.c){top:0}}}@keyframes k{0%{opacity:0}}" +
        ':is(.d,.f) p{x:1}.e,.a{y:2}[data-x="{"]{z:3}',
    );
  });

  it("reads escaped classes and filters every grouping rule, keeping nested rules and other at-rules whole", () => {
    const css =
      ".lg\\:grid-cols-2{a:1}.\\[--x\\:1\\]{--x:1}.n{color:red;&:hover .m{color:blue}}" +
      "@container (width>40rem){.z{b:2}}@scope (.card){.z{c:3}}@starting-style{.a{d:4}}" +
      '@supports (display:grid){.a:where(.q){e:5}}.q{content:"→ {"}.a{f:6}' +
      "@property --p{syntax:'*';inherits:false}@font-face{font-family:x}";
    expect(criticalCss(css, new Set(["lg:grid-cols-2", "[--x:1]", "a"]))).toBe(
      ".lg\\:grid-cols-2{a:1}.\\[--x\\:1\\]{--x:1}.n{color:red;&:hover .m{color:blue}}" +
        "@starting-style{.a{d:4}}@supports (display:grid){.a:where(.q){e:5}}.a{f:6}" +
        "@property --p{syntax:'*';inherits:false}@font-face{font-family:x}",
    );
  });

  it("reads the words of script text a class could be", () => {
    // A minified template literal, `px-4 ${…}`, written out without one.
    const script = `x.className=\`px-4 $\{a?"bg-[url(a.svg)]":'hidden'}\`;y("sm:flex\\n")`;
    expect([...scriptTokens(script)]).toEqual([
      "x.className=",
      "px-4",
      "$",
      "a?",
      "bg-[url(a.svg)]",
      ":",
      "hidden",
      "y(",
      "sm:flex",
      "n",
      ")",
    ]);
  });

  it("inlines the rules the page's HTML and scripts use (all of it, below the fold too), and links no other sheet", () => {
    const sheet = `.top{a:1}.below{b:2}.open{e:5}.said{f:6}.unused{d:4}${"[data-x]{c:3}".repeat(400)}`;
    const html = `<html><head><style>@font-face{src:url(f)}</style><style>${sheet}</style><script>el.classList.add("said")</script></head><body><main><section class="top"></section><section class="below"></section></main></body></html>`;
    expect(inlinePageCss(html, new Set(["open"]))).toBe(
      `<html><head><style>@font-face{src:url(f)}</style><style>.top{a:1}.below{b:2}.open{e:5}.said{f:6}${"[data-x]{c:3}".repeat(400)}</style><script>el.classList.add("said")</script></head><body><main><section class="top"></section><section class="below"></section></main></body></html>`,
    );
    expect(inlinePageCss("<html><body><style>.a{}</style></body></html>", new Set())).toBeNull();
  });
});
