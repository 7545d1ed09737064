import { expect, test } from "./fixtures";
import { content, identity, layout, mainPhone, single, telHref } from "./site-content";

test("the footer lists the spec's links, contacts, socials and services", async ({ page, visit }) => {
  await visit("/contact");
  const footer = page.getByRole("contentinfo");

  // Spec: quick links /about, /services, /packages, /portfolio, /contact; legal links the two policies.
  const quick = footer.getByRole("navigation", { name: layout.footer.quickLinksTitle }).getByRole("link");
  await expect(quick).toHaveText(layout.footer.quickLinks.map((link) => link.label));
  expect(await quick.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
    "/about",
    "/services",
    "/packages",
    "/portfolio",
    "/contact",
  ]);
  const legal = footer.getByRole("navigation", { name: layout.footer.legalLinksTitle }).getByRole("link");
  await expect(legal).toHaveText(layout.footer.legalLinks.map((link) => link.label));
  expect(await legal.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
    "/privacy-policy",
    "/terms-of-service",
  ]);

  const email = identity.contact.emails.info;
  await expect(footer.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(footer.getByRole("link", { name: mainPhone.display })).toHaveAttribute(
    "href",
    telHref(mainPhone.display),
  );

  // Spec: Facebook, Instagram and LinkedIn, external.
  expect(identity.socials.map((social) => social.network)).toEqual(["Facebook", "Instagram", "LinkedIn"]);
  for (const social of identity.socials) {
    const link = footer.getByRole("link", { name: new RegExp(`^${social.network}`) });
    await expect(link).toHaveAttribute("href", social.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }

  // The services' footer names as plain text, not links, in the services' order (the spec's six are pinned on
  // the initial content: src/content/services.test.ts).
  const services = footer.getByTestId("footer-services").getByRole("listitem");
  await expect(services).toHaveText(content.services.flatMap((service) => service.data.listings.footer));
  await expect(footer.getByTestId("footer-services").getByRole("link")).toHaveCount(0);
  // Spec: copyright 2025.
  await expect(footer).toContainText(`© 2025 ${identity.name}`);
  // The newsletter sits in the footer.
  await expect(footer.getByRole("form", { name: layout.newsletter.title })).toBeVisible();
});

test("a footer link navigates to its page", async ({ page, visit }) => {
  await visit("/no-such-page");
  const contactLink = layout.footer.quickLinks.find((link) => link.to === "/contact")!;
  await page.getByRole("contentinfo").getByRole("link", { name: contactLink.label, exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  const contactPage = single(content.contactPage, "contactPage");
  await expect(page.getByRole("heading", { level: 1, name: contactPage.hero.title })).toBeVisible();
});
