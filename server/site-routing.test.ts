import { describe, expect, it } from "vitest";
import { notFoundPageFor, pageStatus } from "./site-routing.ts";

describe("the site's routing rules", () => {
  it("sends the not-found pages with 404, every other page with 200", () => {
    for (const path of ["/404", "/service-not-found", "/template-not-found"])
      expect(pageStatus(path)).toBe(404);
    expect(pageStatus("/contact")).toBe(200);
    for (const path of ["/si/404", "/ta/service-not-found", "/hi/template-not-found"])
      expect(pageStatus(path)).toBe(404);
    expect(pageStatus("/si/contact")).toBe(200);
  });

  it("gives an unknown service or template id its section's not-found page, anything else the site's", () => {
    expect(notFoundPageFor("/services/underwater-basket-weaving")).toBe("/service-not-found");
    expect(notFoundPageFor("/templates/golden-bakery")).toBe("/template-not-found");
    expect(notFoundPageFor("/services/a/b")).toBe("/404");
    expect(notFoundPageFor("/blog/post")).toBe("/404");
    expect(notFoundPageFor("/nothing")).toBe("/404");
  });

  it("answers in the language of the address: its language's not-found pages", () => {
    expect(notFoundPageFor("/si/services/underwater-basket-weaving")).toBe("/si/service-not-found");
    expect(notFoundPageFor("/ta/templates/golden-bakery")).toBe("/ta/template-not-found");
    expect(notFoundPageFor("/hi/nothing")).toBe("/hi/404");
    expect(notFoundPageFor("/hi/services/a/b")).toBe("/hi/404");
    // Not a language of the site: English.
    expect(notFoundPageFor("/fr/services/x")).toBe("/404");
  });
});
