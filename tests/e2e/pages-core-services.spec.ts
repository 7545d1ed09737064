import { expect, seriousA11yViolations, test } from "./fixtures";

test.describe("services overview", () => {
  test("seven cards with the spec's link targets, nine skills, four steps and the calls to action", async ({
    page,
    visit,
  }) => {
    await visit("/services");
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
    const cards = [
      ["Web Design & Development", "/services/web-design-development"],
      ["Innovative UI/UX Design", "/services/web-design-development"],
      ["Brand Identity & Logo design", "/services/graphic-design-branding"],
      ["Graphic Design", "/services/graphic-design-branding"],
      ["Content Creation", "/services/social-media-marketing"],
      ["SEO & Digital Marketing", "/services/seo-optimization"],
      ["Private Limited Business Registration", "/services/private-limited-business-registration"],
    ];
    const list = page.getByRole("region", { name: "How we can help" }).getByRole("list");
    await expect(list.getByRole("listitem")).toHaveCount(7);
    for (const [title, href] of cards)
      await expect(page.getByRole("link", { name: `Learn More: ${title}`, exact: true })).toHaveAttribute(
        "href",
        href!,
      );

    await expect(
      page.getByRole("region", { name: "What our team is good at" }).getByRole("listitem"),
    ).toHaveCount(9);
    const steps = page
      .getByRole("region", { name: "Four steps from idea to launch" })
      .getByRole("heading", { level: 3 });
    await expect(steps).toHaveText(["1 Discover", "2 Plan", "3 Create", "4 Deliver & Support"]);
    await expect(page.getByRole("heading", { name: "Efficient Progress" })).toBeVisible();
    await expect(page.getByRole("figure", { name: "Sample project board" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View Packages" })).toHaveAttribute("href", "/packages");
    await expect(page.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("the narrow-screen flag is recalculated on resize and changes the sample board", async ({
    page,
    visit,
  }) => {
    await visit("/services");
    const board = page.getByRole("figure", { name: "Sample project board" });
    await expect(board).toHaveAttribute("data-layout", "board");
    await expect(board.getByRole("region", { name: "In progress" })).toBeVisible();
    await page.setViewportSize({ width: 767, height: 800 });
    await expect(board).toHaveAttribute("data-layout", "list");
    await expect(board.getByText("In progress", { exact: true }).first()).toBeVisible();
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(board).toHaveAttribute("data-layout", "board");
  });
});

const serviceIds = [
  ["private-limited-business-registration", "Private Limited Business Registration"],
  ["e-commerce", "E-Commerce Solutions"],
  ["web-design-development", "Web Design & Development"],
  ["social-media-marketing", "Social Media Marketing"],
  ["graphic-design-branding", "Graphic Design & Branding"],
  ["seo-optimization", "SEO Optimization"],
  ["google-ads-management", "Google Ads Management"],
  ["domain-hosting", "Domain & Hosting"],
  ["photography", "Photography"],
] as const;

test.describe("service detail", () => {
  test("every catalogue id is pre-rendered with its own title, description and packages", async ({
    request,
  }) => {
    for (const [id, title] of serviceIds) {
      const response = await request.get(`/services/${id}`);
      expect(response.status(), id).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${title.replace("&", "&amp;")} | Serendib Digital</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{70,160}"/);
      expect(html.match(/>Contact for Pricing</g)?.length, id).toBe(3);
      expect(html).toContain("Most Popular");
    }
  });

  test("registration: three packages, the second Most Popular, director fee, Inquire Now names package and service", async ({
    page,
    visit,
    enquiries,
  }) => {
    await visit("/services/private-limited-business-registration");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Private Limited Business Registration");
    const packages = page.getByRole("region", { name: "Choose your package" });
    const cards = packages.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(["Basic", "Gold", "Advance"]);
    await expect(packages.getByText("Contact for Pricing")).toHaveCount(3);
    await expect(cards.nth(1).getByText("Most Popular")).toBeVisible();
    await expect(cards.nth(1)).toHaveAttribute("data-popular", "true");
    await expect(cards.nth(0).getByText("Most Popular")).toHaveCount(0);
    await expect(cards.nth(1)).toContainText("3 pre-inked company seals");
    await expect(cards.nth(1)).toContainText("Letterhead design");
    await expect(packages).toContainText("Rs.3,000.00");

    await cards.nth(1).getByRole("button", { name: "Inquire Now" }).click();
    const text = await enquiries.lastText();
    expect(text).toContain("Gold package for Private Limited Business Registration");
    expect(text).toContain("Service: Private Limited Business Registration");
    expect(text).toContain("Package: Gold");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("phone layout: packages stack and Inquire Now still opens the enquiry", async ({
    page,
    visit,
    enquiries,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit("/services/photography");
    const button = page.getByRole("button", { name: "Inquire Now: VIP 2" });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    expect(await enquiries.lastText()).toContain("VIP 2 package for Photography");
  });

  test("an unknown id reached in the app shows Service Not Found", async ({ page, visit }) => {
    await visit("/services");
    // A client-side navigation to a path that was never pre-rendered.
    await page.evaluate(() => {
      window.history.pushState(null, "", "/services/no-such-service");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1, name: "Service Not Found" })).toBeVisible();
    await expect(page.getByText("The requested service could not be found.")).toBeVisible();
    await page.getByRole("link", { name: "View All Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
  });

  test("a full load of an unknown id gets status 404 and shows Service Not Found alone", async ({
    page,
    request,
    visit,
  }) => {
    const response = await request.get("/services/no-such-service");
    expect(response.status()).toBe(404);
    await visit("/services/no-such-service");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(["Service Not Found"]);
    await expect(page.getByText("The requested service could not be found.")).toBeVisible();
    await page.getByRole("link", { name: "View All Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
  });
});
