/**
 * The case studies (/case-studies, /case-studies/<id>) in English and Sinhala: cards, breadcrumb, measured
 * results, service links and related studies, the link from each service a study used, and the pages without
 * JavaScript. Expected words come from the content files; no test pins how many studies there are.
 */
import type { Page } from "@playwright/test";
import { type Locale, localizedPath } from "#contracts/locales.ts";
import { type Reference, readSiteContent, single } from "#src/content/read-content.ts";
import { expect, seriousA11yViolations, test } from "./fixtures";

// Axe runs and several page loads per test: more than the default 30 s when the 2-core machine is busy.
test.describe.configure({ timeout: 90_000 });

const contentIn = (locale: Locale) => readSiteContent({ locale });
const english = contentIn("en");
/** Studies in their list's order (lower `order` first, then by id), as the pages list them. */
const studiesOf = (content: ReturnType<typeof contentIn>) =>
  [...content.caseStudies].sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));
/** A study that names related studies, so its page has them to show. */
const withRelated = studiesOf(english).find((study) => study.data.related.length > 0)!;

/** The ids a study's references name. */
const ids = (references: readonly unknown[]) => references.map((reference) => (reference as Reference).id);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const locale of ["en", "si"] as const) {
  const content = contentIn(locale);
  const copy = single(content.caseStudiesPage, "caseStudiesPage");
  const layout = single(content.layout, "layout");
  const studies = studiesOf(content);
  const study = studies.find((entry) => entry.id === withRelated.id)!;
  const titleOf = (id: string) => studies.find((entry) => entry.id === id)!.data.title;
  const path = (route: string) => localizedPath(route, locale);
  /** Opens a page and closes the splash with its button in the page's language. */
  const open = async (
    page: Page,
    visit: (path: string, options: { keepSplash: boolean }) => Promise<void>,
    route: string,
  ) => {
    await visit(path(route), { keepSplash: true });
    await page.getByRole("button", { name: layout.splash.continueLabel }).click();
    await expect(page.getByRole("dialog", { name: layout.splash.title })).toBeHidden();
  };

  test.describe(`case studies (${locale})`, () => {
    test("the index lists every study as a card linking to its page, with its headline result", async ({
      page,
      visit,
      consoleProblems,
    }) => {
      await open(page, visit, "/case-studies");
      await expect(page.getByRole("heading", { level: 1, name: copy.hero.title })).toBeVisible();
      const cards = page.getByRole("main").getByRole("article");
      await expect(cards).toHaveCount(studies.length);
      for (const [index, { id, data }] of studies.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("link", { name: data.title })).toHaveAttribute(
          "href",
          path(`/case-studies/${id}`),
        );
        await expect(card).toContainText(data.results[0]!.value);
        await expect(card).toContainText(data.results[0]!.what);
      }
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(consoleProblems).toEqual([]);
    });

    test("a study shows its breadcrumb, results, story, services, quote and related studies", async ({
      page,
      visit,
      consoleProblems,
    }) => {
      await open(page, visit, `/case-studies/${study.id}`);
      const { data } = study;
      await expect(page.getByRole("heading", { level: 1, name: data.title })).toBeVisible();

      const breadcrumb = page.getByRole("navigation", { name: copy.detail.breadcrumbLabel });
      await expect(breadcrumb.getByRole("link")).toHaveText([
        layout.topBar.links[0]!.label,
        copy.hero.eyebrow,
      ]);
      await expect(breadcrumb.getByRole("link", { name: copy.hero.eyebrow })).toHaveAttribute(
        "href",
        path("/case-studies"),
      );
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(data.client);

      const results = page.getByRole("region", { name: copy.detail.resultsTitle }).getByRole("listitem");
      await expect(results).toHaveCount(data.results.length);
      for (const [index, result] of data.results.entries())
        await expect(results.nth(index)).toHaveText(
          new RegExp(`${escaped(result.value)}\\s*${escaped(result.what)}\\s*${escaped(result.period)}`),
        );
      await expect(page.getByRole("region", { name: copy.detail.challengeTitle })).toContainText(
        data.challenge,
      );
      await expect(page.getByRole("region", { name: copy.detail.outcomeTitle })).toContainText(data.outcome);

      const facts = page.getByRole("region", { name: copy.detail.factsLabel });
      await expect(facts).toContainText(copy.countries[data.country]);
      for (const id of ids(data.services)) {
        const service = content.services.find((entry) => entry.id === id)!;
        await expect(facts.getByRole("link", { name: service.data.title })).toHaveAttribute(
          "href",
          path(`/services/${id}`),
        );
      }
      const [testimonialId] = ids([data.testimonial]);
      const testimonial = content.testimonials.find((entry) => entry.id === testimonialId)!.data;
      await expect(page.locator("main blockquote")).toHaveText(testimonial.content);

      const related = page.getByRole("region", { name: copy.detail.relatedTitle });
      for (const id of ids(data.related))
        await expect(related.getByRole("link", { name: titleOf(id) })).toHaveAttribute(
          "href",
          path(`/case-studies/${id}`),
        );
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(consoleProblems).toEqual([]);
    });

    test("each service a study used links to it from the service's page", async ({ page, visit }) => {
      const [serviceId] = ids(study.data.services);
      await open(page, visit, `/services/${serviceId}`);
      const section = page.getByRole("region", { name: copy.teaser.title });
      for (const other of studies.filter((entry) => ids(entry.data.services).includes(serviceId!)))
        await expect(section.getByRole("link", { name: other.data.title })).toHaveAttribute(
          "href",
          path(`/case-studies/${other.id}`),
        );
      await section.getByRole("link", { name: study.data.title }).click();
      await expect(page.getByRole("heading", { level: 1, name: study.data.title })).toBeVisible();
    });
  });
}

test.describe("case studies without JavaScript", () => {
  const copy = single(english.caseStudiesPage, "caseStudiesPage");
  const { splash } = single(english.layout, "layout");
  /** Without script the splash opens on every page; its button still closes it. */
  const closeSplash = async (page: Page) => {
    await page.waitForLoadState();
    const button = page.getByRole("button", { name: splash.continueLabel });
    if (await button.isVisible()) {
      await button.click();
      await expect(page.getByRole("dialog", { name: splash.title })).toBeHidden();
    }
  };

  test("the home and portfolio pages lead to the index, and the index to a study and back", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const from of ["/", "/portfolio"]) {
      await page.goto(from);
      await closeSplash(page);
      await page.getByRole("link", { name: copy.teaser.link.label }).click();
      await expect(page).toHaveURL(/\/case-studies$/);
      await closeSplash(page);
    }
    await expect(page.getByRole("heading", { level: 1, name: copy.hero.title })).toBeVisible();
    await page.getByRole("link", { name: withRelated.data.title }).click();
    await closeSplash(page);
    await expect(page.getByRole("heading", { level: 1, name: withRelated.data.title })).toBeVisible();
    await expect(page.getByRole("region", { name: copy.detail.resultsTitle })).toContainText(
      withRelated.data.results[0]!.value,
    );
    await page
      .getByRole("navigation", { name: copy.detail.breadcrumbLabel })
      .getByRole("link", { name: copy.hero.eyebrow })
      .click();
    await closeSplash(page);
    await expect(page.getByRole("heading", { level: 1, name: copy.hero.title })).toBeVisible();
    await context.close();
  });
});
