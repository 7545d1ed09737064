import { expect, seriousA11yViolations, test } from "./fixtures";
import { content, identity, single } from "./site-content";

test.describe.configure({ timeout: 90_000 });

const copy = single(content.legalPage, "legalPage");
const legalDocument = (id: string) => content.legal.find((entry) => entry.id === id)!;
/** The `##` headings of a document's Markdown, in order: its numbered sections (the spec's list is pinned in
 * src/content/legal.test.ts). */
const sectionsOf = (id: string) =>
  [...(legalDocument(id).body ?? "").matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim());
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const pages = ["privacy-policy", "terms-of-service"].map((id) => {
  const { title, closing } = legalDocument(id).data;
  return {
    path: `/${id}`,
    title,
    sections: sectionsOf(id),
    closing: closing.title,
    closingText: new RegExp(escaped(closing.text.slice(-30))),
  };
});

for (const doc of pages) {
  test(`${doc.title}: effective date, numbered sections with a table of contents, contact links, closing card`, async ({
    page,
    visit,
  }) => {
    await visit(doc.path);
    await expect(page.getByRole("heading", { level: 1, name: doc.title })).toBeVisible();
    await expect(page.getByText("Effective date: January 15, 2025")).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: /^\d+\. / })).toHaveText(
      doc.sections.map((title, i) => `${i + 1}.${title}`),
    );

    const toc = page.getByRole("navigation", { name: copy.tocTitle });
    await expect(toc.getByRole("link")).toHaveText(doc.sections.map((title, i) => `${i + 1}.${title}`));
    // Sections further down wait to be revealed, and appear when scrolled to.
    const lastTitle = doc.sections.at(-1)!;
    const last = page.getByRole("region", { name: `${doc.sections.length}. ${lastTitle}` });
    await expect(last).toHaveAttribute("data-reveal", "waiting");
    await toc.getByRole("link", { name: new RegExp(`${escaped(lastTitle)}$`) }).click();
    const id = await last.getAttribute("id");
    await expect(page).toHaveURL(new RegExp(`${doc.path}#${id}$`));
    await expect(last).toHaveAttribute("data-reveal", "revealed");
    await expect(last).toBeInViewport();

    // The contact values come from the identity file.
    const { emails, phones, website } = identity.contact;
    await expect(last.getByRole("link", { name: emails.info })).toHaveAttribute(
      "href",
      `mailto:${emails.info}`,
    );
    await expect(last.getByRole("link", { name: phones[0]!.display })).toHaveAttribute(
      "href",
      `tel:${phones[0]!.display.replace(/[^\d+]/g, "")}`,
    );
    await expect(last.getByRole("link", { name: new URL(website).host, exact: true })).toHaveAttribute(
      "href",
      website,
    );
    const closing = page.getByRole("region", { name: doc.closing });
    await closing.scrollIntoViewIfNeeded();
    await expect(closing).toContainText(doc.closingText);
    // Sections skipped by the jump reveal when the reader scrolls back through them.
    await page.evaluate(() => window.scrollTo(0, 0));
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 500) {
      await page.mouse.wheel(0, 500);
      await page.waitForTimeout(100);
    }
    await expect(page.locator("[data-reveal=waiting]")).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

test("the terms state the spec's terms", async ({ page, visit }) => {
  await visit("/terms-of-service");
  const main = page.getByRole("main");
  for (const term of [
    "Payment terms for each project are set out in your proposal or invoice.",
    "We usually ask for a 50% upfront deposit before work starts.",
    "The balance is due before final delivery or launch.",
    "Refunds are generally not given for work already completed.",
    "Once you have paid in full, you own the final deliverables",
    "We keep ownership of our pre-existing tools, code libraries, templates and know-how.",
    "We may show the work in our portfolio and on social media, unless you object in writing.",
    "Either of us may end a project by written notice",
    "must be settled",
    "governed by the laws of Sri Lanka",
  ]) {
    await expect(main.getByText(term, { exact: false })).toBeAttached();
  }
});

test("with reduced motion, every section is there from the start", async ({ page, visit }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const [privacy] = pages;
  await visit(privacy!.path);
  await expect(page.locator("[data-reveal=waiting]")).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: `${privacy!.sections.length}. ${privacy!.sections.at(-1)}` }),
  ).toBeVisible();
});
