import { expect, seriousA11yViolations, test } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

const pages = [
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    sections: [
      "Who We Are",
      "Information We Collect",
      "How We Use Your Information",
      "Cookies and Similar Technologies",
      "Sharing Your Information",
      "How We Protect Your Data",
      "Your Rights",
      "How Long We Keep Your Data",
      "Third-Party Links",
      "Changes to This Policy",
      "Contact Us",
    ],
    closing: "Your privacy, protected",
    closingText: /committed to protecting your privacy/,
  },
  {
    path: "/terms-of-service",
    title: "Terms of Service",
    sections: [
      "Who We Are",
      "Scope of Our Services",
      "Using Our Services",
      "Payments & Refunds",
      "Project Timelines",
      "Intellectual Property",
      "Third-Party Services",
      "Limitation of Liability",
      "Confidentiality",
      "Termination",
      "Dispute Resolution",
      "Changes to These Terms",
      "Contact Us",
    ],
    closing: "Clear Terms, Better Partnership",
    closingText: /clear agreements/,
  },
];

for (const doc of pages) {
  test(`${doc.title}: effective date, numbered sections with a table of contents, contact links, closing card`, async ({
    page,
    visit,
  }) => {
    await visit(doc.path);
    await expect(page.getByRole("heading", { level: 1, name: doc.title })).toBeVisible();
    await expect(page.getByText("Effective date: January 15, 2025")).toBeVisible();
    const main = page.getByRole("main");
    const numbered = doc.sections.map((title, i) => `${i + 1}. ${title}`);
    await expect(main.getByRole("heading", { level: 2, name: /^\d+\. / })).toHaveText(
      numbered.map((n) => n.replace(". ", ".")),
    );

    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc.getByRole("link")).toHaveCount(doc.sections.length);
    // Sections further down wait to be revealed, and appear when scrolled to.
    const last = page.locator("section#contact-us");
    await expect(last).toHaveAttribute("data-reveal", "waiting");
    await toc.getByRole("link", { name: /Contact Us/ }).click();
    await expect(page).toHaveURL(new RegExp(`${doc.path}#contact-us$`));
    await expect(last).toHaveAttribute("data-reveal", "revealed");
    await expect(last).toBeInViewport();

    await expect(last.getByRole("link", { name: "hello@serendib.digital" })).toHaveAttribute(
      "href",
      "mailto:hello@serendib.digital",
    );
    await expect(last.getByRole("link", { name: "+94 77 123 4567" })).toHaveAttribute(
      "href",
      "tel:+94771234567",
    );
    await expect(last.getByRole("link", { name: "serendib.digital", exact: true })).toHaveAttribute(
      "href",
      "https://serendib.digital",
    );
    const closing = page.getByRole("region", { name: doc.closing });
    await closing.scrollIntoViewIfNeeded();
    await expect(closing).toContainText(doc.closingText);
    // Reveal everything, then check the whole page.
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
    "governed by the laws of Sri Lanka",
  ]) {
    await expect(main.getByText(term, { exact: false })).toBeAttached();
  }
});
