import { clickWhenRevealed, expect, expectHydrated, seriousA11yViolations, test } from "./fixtures";
import { content, identity, enquiries as messages, services, single } from "./site-content";

const page$ = single(content.servicesPage, "servicesPage");
const detail = single(content.serviceDetailPage, "serviceDetailPage");
const decode = (html: string) =>
  html.replace(
    /&(amp|quot|#39|lt|gt);/g,
    (_, name: string) => ({ amp: "&", quot: '"', "#39": "'", lt: "<", gt: ">" })[name]!,
  );
const serviceNamed = (id: string) => services.find((service) => service.id === id)!.data;

test.describe("services overview", () => {
  test("the content's cards with their link targets, its skills, four steps and the calls to action", async ({
    page,
    visit,
  }) => {
    await visit("/services");
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
    // The spec's seven cards and nine skills are pinned on the initial content (src/content/services.test.ts).
    const cards = page$.cards.items.map((card) => [card.title, `/services/${card.service.id}`] as const);
    const list = page.getByRole("region", { name: page$.cards.title }).getByRole("list");
    await expect(list.getByRole("listitem")).toHaveCount(cards.length);
    for (const [title, href] of cards)
      await expect(
        page.getByRole("link", { name: `${page$.cards.linkLabel}: ${title}`, exact: true }),
      ).toHaveAttribute("href", href);

    const skills = page.getByRole("region", { name: page$.skills.title }).getByRole("listitem");
    await expect(skills).toHaveText(page$.skills.tags);
    const steps = page.getByRole("region", { name: page$.process.title }).getByRole("heading", { level: 3 });
    await expect(steps).toHaveText(["1 Discover", "2 Plan", "3 Create", "4 Deliver & Support"]);
    await expect(page.getByRole("heading", { name: "Efficient Progress" })).toBeVisible();
    await expect(page.getByRole("figure", { name: page$.progress.panel.label })).toBeVisible();
    await expect(page.getByRole("link", { name: page$.cta.packages.label })).toHaveAttribute(
      "href",
      "/packages",
    );
    await expect(page.getByRole("link", { name: page$.cta.contact.label, exact: true })).toHaveAttribute(
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
    const board = page.getByRole("figure", { name: page$.progress.panel.label });
    const { doing } = page$.progress.panel.statusLabels;
    // Built as the board; its code starts once it scrolls into view.
    await expect(board).toHaveAttribute("data-layout", "board");
    await board.scrollIntoViewIfNeeded();
    await expectHydrated(board);
    await expect(board.getByRole("region", { name: doing })).toBeVisible();
    await page.setViewportSize({ width: 767, height: 800 });
    await expect(board).toHaveAttribute("data-layout", "list");
    await expect(board.getByRole("region", { name: doing })).toHaveCount(0);
    await expect(board.getByText(doing, { exact: true }).first()).toBeVisible();
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(board).toHaveAttribute("data-layout", "board");
  });

  test("a phone that opens the page gets the list once the board's code runs", async ({ page, visit }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit("/services");
    const board = page.getByRole("figure", { name: page$.progress.panel.label });
    await board.scrollIntoViewIfNeeded();
    await expect(board).toHaveAttribute("data-layout", "list");
  });
});

test.describe("service detail", () => {
  test("every service id is pre-rendered with its own title, description and packages", async ({
    request,
  }) => {
    expect(services.length).toBeGreaterThan(0);
    for (const { id, data } of services) {
      const { title } = data;
      const response = await request.get(`/services/${id}`);
      expect(response.status(), id).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${title.replace("&", "&amp;")} | ${identity.name}</title>`);
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
      expect(decode(description ?? ""), id).toBe(serviceNamed(id).seo.description);
      expect(html.match(/>Contact for Pricing</g)?.length, id).toBe(serviceNamed(id).packages.length);
      // The second package is the most popular one, where there is a second.
      expect(html.match(/>Most Popular</g)?.length ?? 0, id).toBe(
        serviceNamed(id).packages.length > 1 ? 1 : 0,
      );
    }
  });

  test("registration: three packages, the second Most Popular, director fee, Inquire Now names package and service", async ({
    page,
    visit,
    enquiries,
  }) => {
    await visit("/services/private-limited-business-registration");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Private Limited Business Registration");
    const packages = page.getByRole("region", { name: detail.packages.title });
    const cards = packages.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(["Basic", "Gold", "Advance"]);
    await expect(packages.getByText("Contact for Pricing")).toHaveCount(3);
    await expect(cards.nth(1).getByText("Most Popular")).toBeVisible();
    await expect(cards.nth(1)).toHaveAttribute("data-popular", "true");
    await expect(cards.nth(0).getByText("Most Popular")).toHaveCount(0);
    await expect(cards.nth(2).getByText("Most Popular")).toHaveCount(0);
    await expect(cards.nth(1)).toContainText("3 pre-inked company seals");
    await expect(cards.nth(1)).toContainText("Letterhead design");
    await expect(packages).toContainText("Rs.3,000.00");

    // A plain link to WhatsApp in a new tab: no script needed.
    const inquire = cards.nth(1).getByRole("link", { name: /^Inquire Now/ });
    await expect(inquire).toHaveAttribute("target", "_blank");
    expect(await inquire.evaluate((link) => link.closest("astro-island"))).toBeNull();
    await inquire.click();
    const service = "Private Limited Business Registration";
    expect((await enquiries.lastText()).split("\n")).toEqual([
      messages.servicePackage.replace("{package}", "Gold").replace("{service}", service),
      `${messages.lineLabels.service}: ${service}`,
      `${messages.lineLabels.package}: Gold`,
    ]);
    expect(enquiries.urls.at(-1)).toMatch(
      new RegExp(`^https://wa\\.me/${identity.contact.whatsappNumber}\\?text=`),
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("phone layout: packages stack and Inquire Now still opens the enquiry", async ({
    page,
    visit,
    enquiries,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit("/services/photography");
    const link = page.getByRole("link", { name: "Inquire Now: VIP 2" });
    await link.scrollIntoViewIfNeeded();
    const cards = page
      .getByRole("region", { name: detail.packages.title })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y + first!.height);
    await clickWhenRevealed(link);
    const text = await enquiries.lastText();
    expect(text).toContain(
      messages.servicePackage.replace("{package}", "VIP 2").replace("{service}", "Photography"),
    );
    expect(text).toContain(`${messages.lineLabels.package}: VIP 2`);
  });

  test("an unknown id followed from the site shows Service Not Found and leads back to the services", async ({
    page,
    visit,
  }) => {
    await visit("/services");
    await page.evaluate(() => {
      window.location.href = "/services/no-such-service";
    });
    await expect(page.getByRole("heading", { level: 1, name: "Service Not Found" })).toBeVisible();
    await expect(page.getByText("The requested service could not be found.")).toBeVisible();
    // Every service is offered as a way on.
    const links = page.getByRole("navigation", { name: detail.notFound.servicesTitle }).getByRole("link");
    await expect(links).toHaveCount(services.length);
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
    expect(await response.text()).toContain('<meta name="robots" content="noindex"');
    await visit("/services/no-such-service");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(["Service Not Found"]);
    await expect(page.getByText("The requested service could not be found.")).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "View All Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
  });
});
