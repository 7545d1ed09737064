import { sitePages } from "../../app/content/site-map.ts";
import { expect, seriousA11yViolations, test } from "./fixtures";

const DOCUMENT_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
];

test.describe("every route", () => {
  for (const { path } of sitePages) {
    test(`${path}: pre-rendered, secured, accessible and quiet`, async ({
      page,
      request,
      visit,
      consoleProblems,
    }) => {
      // Without JavaScript: the HTML itself carries the page's title, description and content.
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      for (const name of DOCUMENT_HEADERS) expect(headers[name], name).toBeTruthy();
      const csp = headers["content-security-policy"]!;
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("object-src 'none'");
      const html = await response.text();
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toMatch(/<h1[\s>]/);

      await visit(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(consoleProblems).toEqual([]);
    });
  }
});

test("axe finds nothing serious with the splash open", async ({ page, visit }) => {
  await visit("/", { keepSplash: true });
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test("axe finds nothing serious with the mobile menu open", async ({ page, visit }) => {
    await visit("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test("client-side navigation between pages with structured data runs under Trusted Types", async ({
  page,
  visit,
  consoleProblems,
}) => {
  await visit("/");
  await page.getByRole("banner").getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await page.locator('main a[href="/services/seo-optimization"]').first().click();
  await expect(page).toHaveURL(/\/services\/seo-optimization$/);
  await expect
    .poll(() => page.locator('script[type="application/ld+json"]').allTextContents())
    .toEqual(expect.arrayContaining([expect.stringContaining('"Service"')]));
  await page.goBack();
  await page.getByRole("banner").getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(consoleProblems).toEqual([]);
});
