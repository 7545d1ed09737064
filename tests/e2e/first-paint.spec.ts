import { expect, test } from "@playwright/test";
import { waitForHydration } from "./fixtures";

/**
 * How a pre-rendered page arrives (scripts/postbuild.ts, scripts/lib/deferred-boot.ts): styled by its inline
 * stylesheet, painted, and only then its code, which still downloads in parallel.
 */
test("a page paints from its HTML first; its code starts after load and hydrates the page", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".js") || pathname.endsWith(".css")) requests.push(pathname);
  });
  let requestsAtLoad = -1;
  page.on("load", () => {
    requestsAtLoad = requests.length;
  });
  await page.goto("/contact");
  await waitForHydration(page);

  expect(requestsAtLoad, "no script or stylesheet before the load event").toBe(0);
  // All modules are asked for at once (preloaded), the start-up module among them; the stylesheet never.
  expect(requests.some((path) => /^\/assets\/boot-[\w-]+\.js$/.test(path))).toBe(true);
  expect(requests.some((path) => path.startsWith("/assets/entry.client-"))).toBe(true);
  expect(requests.filter((path) => path.endsWith(".css"))).toEqual([]);
  await expect(page.locator('link[rel="modulepreload"]').first()).toBeAttached();

  const html = await (await page.request.get("/contact")).text();
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).toMatch(/<style data-precedence="inlined" data-href="\/assets\/app-[\w-]+\.css">/);
  expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css" disabled=""\/>/);
  // The inline stylesheet is the one that styles the page: the linked copy stays disabled.
  await expect(page.locator('link[rel="stylesheet"]')).toHaveJSProperty("disabled", true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /Plus Jakarta Sans/);
});
