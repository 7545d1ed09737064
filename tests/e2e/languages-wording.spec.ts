/**
 * What a visitor of a Sinhala, Tamil or Hindi page reads where the code used to format or join in English:
 * counts by the language's plural rules, dates with its month names, lists without an English "and", clock
 * times its way, names of links and the copyright line in the order its content gives.
 */

import type { Page } from "@playwright/test";
import { dateText, listText, pluralText } from "#contracts/locale-format.ts";
import { LOCALE_INFO, type Locale, localeOfPath } from "#contracts/locales.ts";
import { fillTemplate } from "#contracts/words.ts";
import { readSiteContent, single } from "#src/content/read-content.ts";
import { expect, test } from "./fixtures";

const contentIn = (locale: Locale) => readSiteContent({ locale });
const tagOf = (locale: Locale) => LOCALE_INFO[locale].tag;
/** Opens a page and closes its splash with the button as the page's language names it. */
async function visitIn(
  page: Page,
  visit: (path: string, options: { keepSplash: boolean }) => Promise<void>,
  path: string,
) {
  await visit(path, { keepSplash: true });
  const layout = single(contentIn(localeOfPath(path)).layout, "layout");
  await page.getByRole("button", { name: layout.splash.continueLabel }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
}

/** The count line the checked choice of a category filter shows (components/ui/choice-filter.tsx). */
const countLine = (page: Page) => page.locator("[data-filter-count]:visible");

test("the gallery's and the packages' counts follow the language's plural rules and its words", async ({
  page,
  visit,
}) => {
  const hindi = contentIn("hi");
  const portfolio = single(hindi.portfolioPage, "portfolioPage");
  const pieces = hindi.portfolioPieces.map((entry) => entry.data);
  await visitIn(page, visit, "/hi/portfolio");
  const gallery = page.getByRole("group", { name: portfolio.gallery.filterLabel });
  await expect(countLine(page)).toHaveText(pluralText("hi-IN", pieces.length, portfolio.gallery.count));
  for (const category of new Set(pieces.map((piece) => piece.category))) {
    await gallery.getByText(category, { exact: true }).click();
    const shown = pieces.filter((piece) => piece.category === category).length;
    await expect(countLine(page)).toHaveText(pluralText("hi-IN", shown, portfolio.gallery.count));
  }

  const packagesPage = single(hindi.packagesPage, "packagesPage");
  const packages = hindi.pricingPackages.map((entry) => entry.data);
  await visitIn(page, visit, "/hi/packages");
  await expect(countLine(page)).toHaveText(pluralText("hi-IN", packages.length, packagesPage.filter.count));
  await expect(countLine(page)).not.toContainText("(s)");
});

test("a one-template category reads singular, in English and in Tamil", async ({ page, visit }) => {
  for (const locale of ["en", "ta"] as const) {
    const content = contentIn(locale);
    const shop = single(content.shopPage, "shopPage");
    const templates = content.templates.map((entry) => entry.data);
    const lone = [...new Set(templates.map((template) => template.category))].find(
      (category) => templates.filter((template) => template.category === category).length === 1,
    );
    test.skip(!lone, "every category has several templates");
    await visitIn(page, visit, locale === "en" ? "/shopping" : `/${locale}/shopping`);
    await page
      .getByRole("group", { name: shop.catalogue.filterLabel })
      .getByText(lone!, { exact: true })
      .click();
    // The content's singular form, with the number written the language's way.
    const singular = shop.catalogue.resultCount.one!.replace(
      "{count}",
      new Intl.NumberFormat(tagOf(locale)).format(1),
    );
    expect(pluralText(tagOf(locale), 1, shop.catalogue.resultCount)).toBe(singular);
    await expect(countLine(page)).toHaveText(singular);
  }
});

test("the legal pages' effective date has the language's month name, inside its own sentence", async ({
  page,
  visit,
}) => {
  const content = contentIn("si");
  const legal = single(content.legalPage, "legalPage");
  const privacy = content.legal.find((entry) => entry.id === "privacy-policy")!.data;
  await visitIn(page, visit, "/si/privacy-policy");
  const date = dateText("si-LK", `${privacy.effectiveDate}T00:00:00Z`);
  const month = dateText("si-LK", `${privacy.effectiveDate}T00:00:00Z`, { month: "long" });
  const line = page.locator("time").locator("xpath=..");
  await expect(line).toHaveText(legal.effective.replace("{date}", date));
  await expect(page.locator("time")).toContainText(month);
  await expect(line).not.toContainText(
    /January|February|March|April|May|June|July|August|September|October|November|December/,
  );
});

test("the countdown's summary on the Tamil page lists the units the Tamil way, with no English 'and'", async ({
  page,
  visit,
}) => {
  const countdown = single(contentIn("ta").launchingSoonPage, "launchingSoonPage").countdown;
  // 3 days, 1 hour and 0 minutes (and 30 seconds) before 2025-08-18T00:00:00 local time.
  await page.clock.install({ time: new Date(2025, 7, 14, 22, 59, 20) });
  await page.clock.pauseAt(new Date(2025, 7, 14, 22, 59, 30));
  await visitIn(page, visit, "/ta/launching-soon");
  await page.clock.runFor(50);
  const { units } = countdown;
  const time = listText("ta-LK", [
    pluralText("ta-LK", 3, units.days),
    pluralText("ta-LK", 1, units.hours),
    pluralText("ta-LK", 0, units.minutes),
  ]);
  const summary = page.getByTestId("countdown-summary");
  await expect(summary).toHaveText(countdown.summary.replace("{time}", time));
  await expect(summary).not.toContainText(/\band\b/);
});

test("opening hours, the copyright line and link names are worded by the page's language", async ({
  page,
  visit,
}) => {
  const content = contentIn("hi");
  const identity = single(content.identity, "identity");
  const layout = single(content.layout, "layout");
  await visitIn(page, visit, "/hi/contact");
  for (const slot of identity.hours) {
    const hours = page.getByRole("definition").filter({
      hasText: fillTemplate(layout.wording.openingTimes, { opens: slot.opens, closes: slot.closes }),
    });
    await expect(hours).toHaveCount(1);
    await expect(page.getByRole("term").filter({ hasText: slot.days })).toHaveCount(1);
  }
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(
    layout.footer.copyright.replace("{year}", String(identity.copyrightYears.main)),
  );
  await expect(footer).toHaveAttribute("data-toasts-label", layout.footer.toastsLabel);
  const social = identity.socials[0]!;
  await expect(
    footer.getByRole("link", {
      name: layout.footer.socialLink.replace("{network}", social.network).replace("{newTab}", layout.newTab),
    }),
  ).toHaveAttribute("href", social.url);

  // A card's link is named by the Tamil wording ("{subject}: {label}"), not the English "Learn More: …".
  const tamil = contentIn("ta");
  const services = single(tamil.servicesPage, "servicesPage");
  const wording = single(tamil.layout, "layout").wording;
  await visitIn(page, visit, "/ta/services");
  const first = services.cards.items[0]!;
  const name = wording.linkFor.replace("{label}", services.cards.linkLabel).replace("{subject}", first.title);
  await expect(page.getByRole("link", { name, exact: true })).toHaveCount(1);
});
