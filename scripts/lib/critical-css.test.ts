import { describe, expect, it } from "vitest";
import { criticalCss, htmlClasses, selectorClasses, splitPageCss } from "./critical-css.ts";

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

  it("inlines the rules the page uses (all of it, below the fold too), preloads the sheet and links it at the end of the body", () => {
    const sheet = `.top{a:1}.below{b:2}.unused{d:4}${"[data-x]{c:3}".repeat(400)}`;
    const html = `<html><head><style>@font-face{src:url(f)}</style><style>${sheet}</style></head><body><main><section class="top"></section><section class="below"></section></main></body></html>`;
    const split = splitPageCss(html, () => "/_astro/site.x.css");
    expect(split?.sheet).toBe(sheet);
    expect(split?.html).toBe(
      `<html><head><style>@font-face{src:url(f)}</style><link rel="preload" as="style" href="/_astro/site.x.css"><style>.top{a:1}.below{b:2}${"[data-x]{c:3}".repeat(400)}</style></head><body><main><section class="top"></section><section class="below"></section></main><link rel="stylesheet" href="/_astro/site.x.css"></body></html>`,
    );
    expect(splitPageCss("<html><body><style>.a{}</style></body></html>", () => "x")).toBeNull();
  });
});
