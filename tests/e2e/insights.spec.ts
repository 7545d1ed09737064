/**
 * The insights journal (/insights, /insights/<id>) in every language: cards, an article's breadcrumb, author,
 * date, reading time, tags, body and services, the feed linked from the head and the footer and served as XML,
 * drafts kept out, and the pages without JavaScript. Expected words come from the content files; no test pins
 * how many articles the staff keep.
 */
import type { Page } from "@playwright/test";
import { LOCALES, type Locale, localizedPath } from "#contracts/locales.ts";
import { type Reference, readSiteContent, single } from "#src/content/read-content.ts";
import { isPublished } from "#src/content/schemas/insights.ts";
import { expect, seriousA11yViolations, test } from "./fixtures";

// Several page loads per test: more than the default 30 s when the 2-core machine is busy.
test.describe.configure({ timeout: 90_000 });

const contentIn = (locale: Locale) => readSiteContent({ locale });
const english = contentIn("en");
/** Published articles, newest first (then by id), as the pages list them. */
const publishedOf = (content: ReturnType<typeof contentIn>) =>
  content.insights
    .filter((article) => isPublished(article.data))
    .sort((a, b) => b.data.date.localeCompare(a.data.date) || a.id.localeCompare(b.id));
/** An article that names services, so its page links to them. */
const withServices = publishedOf(english).find((article) => article.data.services.length > 0)!;
const drafts = english.insights.filter((article) => !isPublished(article.data));
const idOf = (reference: unknown) => (reference as Reference).id;

for (const locale of LOCALES) {
  const content = contentIn(locale);
  const copy = single(content.insightsPage, "insightsPage");
  const layout = single(content.layout, "layout");
  const articles = publishedOf(content);
  const article = articles.find((entry) => entry.id === withServices.id)!;
  const path = (route: string) => localizedPath(route, locale);
  const open = async (
    page: Page,
    visit: (path: string, o: { keepSplash: boolean }) => Promise<void>,
    route: string,
  ) => {
    await visit(path(route), { keepSplash: true });
    await page.getByRole("button", { name: layout.splash.continueLabel }).click();
    await expect(page.getByRole("dialog", { name: layout.splash.title })).toBeHidden();
  };

  test.describe(`insights (${locale})`, () => {
    test("the index lists every published article as a card, with its date, author and tags", async ({
      page,
      visit,
      consoleProblems,
    }) => {
      await open(page, visit, "/insights");
      await expect(page.getByRole("heading", { level: 1, name: copy.hero.title })).toBeVisible();
      const cards = page.getByRole("main").getByRole("article");
      await expect(cards).toHaveCount(articles.length);
      for (const [index, { id, data }] of articles.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("link", { name: data.title })).toHaveAttribute(
          "href",
          path(`/insights/${id}`),
        );
        await expect(card.locator("time")).toHaveAttribute("datetime", data.date);
        await expect(card.getByRole("list", { name: copy.tagsLabel })).toContainText(data.tags[0]!);
      }
      if (locale === "en" || locale === "si") expect(await seriousA11yViolations(page)).toEqual([]);
      expect(consoleProblems).toEqual([]);
    });

    test("an article shows its breadcrumb, author, date, reading time, body, services and the quote link", async ({
      page,
      visit,
      consoleProblems,
    }) => {
      await open(page, visit, `/insights/${article.id}`);
      const { data } = article;
      await expect(page.getByRole("heading", { level: 1, name: data.title })).toBeVisible();
      const breadcrumb = page.getByRole("navigation", { name: copy.detail.breadcrumbLabel });
      await expect(breadcrumb.getByRole("link", { name: copy.hero.eyebrow })).toHaveAttribute(
        "href",
        path("/insights"),
      );
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(data.title);
      const author = content.team.find((member) => member.id === idOf(data.author))!.data;
      const hero = page.locator("main section").first();
      await expect(hero).toContainText(author.name);
      await expect(hero).toContainText(author.role);
      await expect(hero.locator("time")).toHaveAttribute("datetime", data.date);
      await expect(hero).toContainText(new RegExp(copy.readingTime.replace("{minutes}", "\\d+")));
      await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
      const services = page.getByRole("complementary", { name: copy.detail.servicesTitle });
      for (const id of data.services.map(idOf)) {
        const service = content.services.find((entry) => entry.id === id)!;
        await expect(services.getByRole("link", { name: service.data.title })).toHaveAttribute(
          "href",
          path(`/services/${id}`),
        );
      }
      await expect(page.getByRole("link", { name: copy.closing.primary.label })).toHaveAttribute(
        "href",
        path("/get-quote"),
      );
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const articleLd = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Article");
      expect(articleLd).toMatchObject({
        headline: data.title,
        datePublished: data.date,
        author: { "@type": "Person", name: author.name },
      });
      expect(articleLd.image).toMatch(/^https?:\/\/.+\.png$/);
      if (locale === "en" || locale === "ta") expect(await seriousA11yViolations(page)).toEqual([]);
      expect(consoleProblems).toEqual([]);
    });

    test("every page links its language's feed from the head and the footer, and the feed is XML", async ({
      page,
      visit,
      request,
    }) => {
      await open(page, visit, "/about");
      const feed = path("/insights/rss.xml");
      const head = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
      await expect(head).toHaveAttribute("href", feed);
      await expect(head).toHaveAttribute("title", copy.feed.title);
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: copy.feed.footerLink }),
      ).toHaveAttribute("href", feed);
      const response = await request.get(feed);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^application\/(?:rss\+)?xml/);
      const xml = await response.text();
      expect(xml).toContain('<rss version="2.0"');
      for (const { id } of articles) expect(xml).toContain(`${path(`/insights/${id}`)}</link>`);
    });
  });
}

test.describe("insights without JavaScript", () => {
  /** Without script the splash opens on every page; its button, in the page's language, still closes it. */
  const closeSplash = async (page: Page, locale: Locale) => {
    const { splash } = single(contentIn(locale).layout, "layout");
    await page.waitForLoadState();
    const button = page.getByRole("button", { name: splash.continueLabel });
    if (await button.isVisible()) {
      await button.click();
      await expect(page.getByRole("dialog", { name: splash.title })).toBeHidden();
    }
  };

  test("the index leads to an article and back, with the feed in the footer, in English and Hindi", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const locale of ["en", "hi"] as const) {
      const local = contentIn(locale);
      const copy = single(local.insightsPage, "insightsPage");
      const title = local.insights.find((entry) => entry.id === withServices.id)!.data.title;
      await page.goto(localizedPath("/insights", locale));
      await closeSplash(page, locale);
      await page.getByRole("link", { name: title }).click();
      await closeSplash(page, locale);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: copy.feed.footerLink }),
      ).toHaveAttribute("href", localizedPath("/insights/rss.xml", locale));
      await page
        .getByRole("navigation", { name: copy.detail.breadcrumbLabel })
        .getByRole("link", { name: copy.hero.eyebrow })
        .click();
      await closeSplash(page, locale);
      await expect(page.getByRole("heading", { level: 1, name: copy.hero.title })).toBeVisible();
    }
    await context.close();
  });
});

test.describe("a draft article", () => {
  test("has no page, card, feed item or sitemap entry in any language", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    for (const locale of LOCALES) {
      const index = await (await request.get(localizedPath("/insights", locale))).text();
      const feed = await (await request.get(localizedPath("/insights/rss.xml", locale))).text();
      for (const { id } of drafts) {
        const address = localizedPath(`/insights/${id}`, locale);
        expect((await request.get(address)).status(), address).toBe(404);
        expect(index).not.toContain(`href="${address}"`);
        expect(feed).not.toContain(`${address}<`);
        expect(sitemap).not.toContain(`${address}<`);
      }
    }
  });
});
