import { expect, test } from "./fixtures";

test("the footer lists the spec's links, contacts, socials and services", async ({ page, visit }) => {
  await visit("/");
  const footer = page.getByRole("contentinfo");

  const quick = footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link");
  await expect(quick).toHaveText(["About Us", "Services", "Packages", "Portfolio", "Contact"]);
  expect(await quick.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
    "/about",
    "/services",
    "/packages",
    "/portfolio",
    "/contact",
  ]);
  const legal = footer.getByRole("navigation", { name: "Legal" }).getByRole("link");
  expect(await legal.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
    "/privacy-policy",
    "/terms-of-service",
  ]);

  await expect(footer.getByRole("link", { name: "hello@serendib.digital" })).toHaveAttribute(
    "href",
    "mailto:hello@serendib.digital",
  );
  await expect(footer.getByRole("link", { name: "+94 77 123 4567" })).toHaveAttribute(
    "href",
    "tel:+94771234567",
  );

  for (const network of ["Facebook", "Instagram", "LinkedIn"]) {
    const link = footer.getByRole("link", { name: new RegExp(`^${network}`) });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("href", /^https:\/\//);
  }

  const services = footer.getByTestId("footer-services").getByRole("listitem");
  await expect(services).toHaveText([
    "Web Design",
    "Web Development",
    "Branding",
    "Social Media Marketing",
    "SEO Optimization",
    "E-commerce Solutions",
  ]);
  await expect(footer.getByTestId("footer-services").getByRole("link")).toHaveCount(0);
  await expect(footer).toContainText("© 2025 Serendib Digital");
});

test("a footer link navigates to its page", async ({ page, visit }) => {
  await visit("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
});
