/**
 * The chat in the visitor's language, against the real server without an AI key: on a Sinhala or Hindi page
 * the panel is asked in that language and the keyless assistant answers in it, from that language's content,
 * its links leading to that language's pages; the greeting follows the page after a switch of language.
 */
import type { Page } from "@playwright/test";
import { LOCALE_INFO, type Locale, localizedPath } from "#contracts/locales.ts";
import { readSiteContent, single } from "#src/content/read-content.ts";
import { expect, test } from "./fixtures";

test.describe.configure({ timeout: 60_000 });

/** Opens a page of the language and closes its splash with its own button (its words are the language's). */
async function visitIn(
  page: Page,
  visit: (path: string, options?: { keepSplash?: boolean }) => Promise<void>,
  path: string,
  locale: Locale,
) {
  await visit(localizedPath(path, locale), { keepSplash: true });
  const layout = single(readSiteContent({ locale }).layout, "layout");
  await page.getByRole("button", { name: layout.splash.continueLabel }).click();
  await expect(page.getByRole("button", { name: layout.splash.continueLabel })).toBeHidden();
}

const chatIn = (locale: Locale) => single(readSiteContent({ locale }).chat, "chat");
const identityIn = (locale: Locale) => single(readSiteContent({ locale }).identity, "identity");

function panelOf(page: Page, locale: Locale) {
  const copy = chatIn(locale);
  const panel = page.getByRole("dialog", { name: identityIn(locale).assistant.name });
  return {
    copy,
    panel,
    input: panel.getByRole("textbox", { name: copy.panel.inputLabel }),
    replies: panel.locator("li[data-sender=ai]"),
    async open() {
      await page.getByRole("button", { name: copy.widget.openLabel }).click();
      await page.getByRole("button", { name: copy.widget.assistantAction }).click();
      await expect(panel).toBeVisible();
    },
  };
}

const SCRIPT = { si: /\p{Script=Sinhala}/u, ta: /\p{Script=Tamil}/u, hi: /\p{Script=Devanagari}/u };

for (const { locale, question, service } of [
  { locale: "si", question: "මට අලුත් වෙබ් අඩවියක් හදාගන්න ඕනේ", service: "web-design-development" },
  { locale: "hi", question: "Google पर रैंकिंग बढ़ाने के लिए SEO करते हैं?", service: "seo-optimization" },
] as const) {
  test(`answers a question asked on /${locale}/ in ${LOCALE_INFO[locale].englishName}`, async ({
    page,
    visit,
  }) => {
    const chat = panelOf(page, locale);
    const title = readSiteContent({ locale }).services.find((entry) => entry.id === service)!.data.title;
    const asked = page.waitForRequest("**/api/chat");
    await visitIn(page, visit, "/", locale);
    await chat.open();
    await expect(chat.replies.first()).toContainText(chat.copy.greeting);
    await chat.input.fill(question);
    await chat.input.press("Enter");
    const request = await asked;
    expect(request.postDataJSON()).toMatchObject({ message: question, locale });

    const reply = chat.replies.nth(1);
    // The service's name in this language, in this language's script, never the English answer.
    await expect(reply).toContainText(title);
    await expect(reply).toContainText(SCRIPT[locale]);
    await expect(reply).not.toContainText("It includes");
    // Its time in the page's language; its link to the service's page in the same language.
    const time = reply.locator("time");
    const written = await time.evaluate(
      (element, tag) =>
        new Intl.DateTimeFormat(tag, { hour: "numeric", minute: "2-digit" }).format(
          new Date(element.getAttribute("datetime")!),
        ),
      LOCALE_INFO[locale].tag,
    );
    // (Chromium's own language data may lack a language's clock words; the page asks Intl all the same.)
    await expect(time).toHaveText(written);
    const link = reply.getByRole("link", { name: `/services/${service}` });
    await expect(link).toHaveAttribute("href", localizedPath(`/services/${service}`, locale));
    // The live region reads the reply with its speaker, as the content words it.
    await expect(page.locator("[data-chat-announcer]")).toContainText(identityIn(locale).assistant.name);
  });
}

test("the greeting follows the page's language when the visitor switches language", async ({
  page,
  visit,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const english = panelOf(page, "en");
  await visitIn(page, visit, "/about", "en");
  await english.open();
  await english.input.fill("Do you do SEO?");
  await english.input.press("Enter");
  await expect(english.replies.nth(1)).toContainText("/services/seo-optimization");

  // The conversation goes on on the Tamil page, reached from this one as a link would (no splash: the visitor
  // is moving within the site; the panel stays open on wide screens across pages).
  const tamilPath = localizedPath("/about", "ta");
  await page.evaluate((path) => window.location.assign(path), tamilPath);
  await page.waitForURL(`**${tamilPath}`);
  const tamil = panelOf(page, "ta");
  await expect(tamil.panel).toBeVisible();
  await expect(tamil.replies.first()).toContainText(tamil.copy.greeting);
  await expect(tamil.replies.nth(1)).toContainText("/services/seo-optimization");
  await expect(page.locator("li[data-sender=user]").first()).toContainText("Do you do SEO?");
});
