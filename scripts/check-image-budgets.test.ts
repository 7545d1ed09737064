import { describe, expect, it } from "vitest";
import { imageBudgetProblems, linkedImages } from "./check-image-budgets.ts";

describe("image budgets", () => {
  it("find a page's images with the narrowest width each is offered at, props included", () => {
    const html = [
      '<picture><source type="image/avif" srcset="/_astro/a_1.avif 400w, /_astro/a_2.avif 800w, /_astro/a_3.avif 1200w"/>',
      '<img src="/_astro/a_3.jpg" srcset="/_astro/a_1.jpg 400w, /_astro/a_3.jpg 1200w" alt=""/></picture>',
      '<img src="/favicon.svg" alt=""/><img src="/_astro/logo.svg" alt=""/>',
      '<astro-island props="{&quot;large&quot;:[0,&quot;/_astro/b_4.avif&quot;]}"></astro-island>',
    ].join("");
    expect(Object.fromEntries(linkedImages(html))).toEqual({
      "/_astro/a_1.avif": 400,
      "/_astro/a_2.avif": 800,
      "/_astro/a_3.avif": 1200,
      "/_astro/a_1.jpg": 400,
      "/_astro/a_3.jpg": 1200,
      "/_astro/logo.svg": undefined,
      "/_astro/b_4.avif": undefined,
    });
  });

  it("hold what a phone picks to 80 KB and anything else to 200 KB, and fail images nothing links", () => {
    const image = (url: string, width: number | undefined, kb: number) => ({ url, width, kb, page: "/" });
    expect(
      imageBudgetProblems(
        [
          image("/_astro/ok-phone.avif", 800, 79),
          image("/_astro/big-phone.avif", 400, 81),
          image("/_astro/ok-desktop.jpg", 1200, 199),
          image("/_astro/big-desktop.jpg", 1200, 201),
          image("/_astro/big-prop.avif", undefined, 201),
        ],
        ["/_astro/master.png"],
      ),
    ).toEqual([
      "/_astro/big-phone.avif (on /): 81.0 KB, over 80 KB",
      "/_astro/big-desktop.jpg (on /): 201.0 KB, over 200 KB",
      "/_astro/big-prop.avif (on /): 201.0 KB, over 200 KB",
      "/_astro/master.png: in the build, but nothing links it",
    ]);
  });
});
