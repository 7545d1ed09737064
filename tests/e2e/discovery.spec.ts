import type { APIRequestContext, Page } from "@playwright/test";
import { NOT_FOUND_PATH, sitePages } from "../../app/content/site-map.ts";
import { jsonLdProblems } from "../json-ld-checks.ts";
import { expect, test } from "./fixtures";

/** Search-result lengths: titles are cut after about 60 characters, descriptions after about 160. */
const TITLE = { min: 10, max: 60 };
const DESCRIPTION = { min: 70, max: 160 };

interface Head {
  title: string;
  description: string;
  canonical: string;
  robots: string | null;
  meta: Record<string, string>;
}

async function headOf(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(path === NOT_FOUND_PATH ? 404 : 200);
  const html = await response.text();
  const decode = (value: string) =>
    value
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, "<");
  const meta: Record<string, string> = {};
  for (const [, key, content] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    meta[key!] = decode(content!);
  }
  return {
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ""),
    description: meta.description ?? "",
    canonical: html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? "",
    robots: meta.robots ?? null,
    meta,
  };
}

/** The path of an absolute URL of the site (built for VITE_SITE_URL, served here on 127.0.0.1). */
const localPath = (url: string) => new URL(url).pathname;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function jsonLdOn(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown> & { "@type": string });
}

test.describe("search and sharing", () => {
  test("every route has a unique title and description within search lengths, canonical, Open Graph and Twitter tags", async ({
    request,
  }) => {
    const heads = new Map<string, Head>();
    for (const { path } of [...sitePages, { path: NOT_FOUND_PATH }])
      heads.set(path, await headOf(request, path));

    for (const { path, canonical, indexed } of sitePages) {
      const head = heads.get(path)!;
      expect(head.title.length, `${path} title "${head.title}"`).toBeGreaterThanOrEqual(TITLE.min);
      expect(head.title.length, `${path} title "${head.title}"`).toBeLessThanOrEqual(TITLE.max);
      expect(head.description.length, `${path} description`).toBeGreaterThanOrEqual(DESCRIPTION.min);
      expect(head.description.length, `${path} description "${head.description}"`).toBeLessThanOrEqual(
        DESCRIPTION.max,
      );
      expect(localPath(head.canonical), `${path} canonical`).toBe(canonical);
      expect(head.robots, `${path} robots`).toBeNull();
      // A page that canonicalises elsewhere says what its canonical page says.
      if (!indexed) expect(head.title).toBe(heads.get(canonical)!.title);

      expect(head.meta["og:title"]).toBe(head.title);
      expect(head.meta["og:description"]).toBe(head.description);
      expect(head.meta["og:url"]).toBe(head.canonical);
      expect(head.meta["og:type"]).toBe("website");
      expect(head.meta["og:site_name"]).toBe("Serendib Digital");
      expect(head.meta["og:image:width"]).toBe("1200");
      expect(head.meta["og:image:height"]).toBe("630");
      expect(head.meta["twitter:card"]).toBe("summary_large_image");
      expect(head.meta["twitter:title"]).toBe(head.title);
      expect(head.meta["twitter:description"]).toBe(head.description);
      expect(head.meta["twitter:image"]).toBe(head.meta["og:image"]);
      const slug = canonical === "/" ? "home" : canonical.slice(1).replace(/\//g, "-");
      expect(localPath(head.meta["og:image"]!), `${path} share image`).toBe(`/og/${slug}.png`);
    }

    const indexedHeads = sitePages.filter((p) => p.indexed).map((p) => heads.get(p.path)!);
    const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(duplicates(indexedHeads.map((h) => h.title))).toEqual([]);
    expect(duplicates(indexedHeads.map((h) => h.description))).toEqual([]);

    const notFound = heads.get(NOT_FOUND_PATH)!;
    expect(notFound.robots).toBe("noindex");
  });

  test("every share image resolves to a 1200×630 PNG", async ({ request }) => {
    const images = new Set<string>(["/og/default.png"]);
    for (const { path } of [...sitePages, { path: NOT_FOUND_PATH }]) {
      images.add(localPath((await headOf(request, path)).meta["og:image"]!));
    }
    for (const image of images) {
      const response = await request.get(image);
      expect(response.status(), image).toBe(200);
      expect(response.headers()["content-type"], image).toBe("image/png");
      const bytes = await response.body();
      expect(pngSize(bytes), image).toEqual({ width: 1200, height: 630 });
      expect(bytes.length, image).toBeLessThan(120 * 1024);
    }
    const logo = await request.get("/og/logo.png");
    expect(logo.status()).toBe(200);
    expect(pngSize(await logo.body())).toEqual({ width: 512, height: 512 });
  });

  test("sitemap.xml lists every indexed page, and robots.txt names it", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toMatch(/^(application|text)\/xml\b/);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => localPath(m[1]!));
    expect(locs).toEqual(sitePages.filter((p) => p.indexed).map((p) => p.path));
    expect(locs).not.toContain(NOT_FOUND_PATH);
    for (const loc of locs) expect((await request.head(loc)).status(), loc).toBe(200);

    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toMatch(/^text\/plain\b/);
    const text = await robots.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    expect(localPath(text.match(/^Sitemap: (\S+)$/m)![1]!)).toBe("/sitemap.xml");
  });

  test("JSON-LD: the organisation and offices on /, a Service and breadcrumb on a service page, a breadcrumb on a template page", async ({
    page,
    visit,
  }) => {
    const service = sitePages.find((p) => p.path.startsWith("/services/"))!.path;
    const template = sitePages.find((p) => p.path.startsWith("/templates/"))!.path;
    const expected: Record<string, string[]> = {
      "/": ["Organization", "WebSite", "ProfessionalService", "ProfessionalService"],
      [service]: ["BreadcrumbList", "Service"],
      [template]: ["BreadcrumbList"],
    };
    for (const [path, types] of Object.entries(expected)) {
      await visit(path);
      const blocks = await jsonLdOn(page);
      expect(
        blocks.map((b) => b["@type"]),
        path,
      ).toEqual(types);
      for (const block of blocks) expect(jsonLdProblems(block), `${path} ${block["@type"]}`).toEqual([]);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList") as
        | { itemListElement: { item: string }[] }
        | undefined;
      if (crumbs) expect(crumbs.itemListElement.at(-1)!.item).toBe(canonical);
    }
    // Client-side navigation swaps the page's JSON-LD rather than piling it up.
    await visit("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About", exact: true })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(async () => (await jsonLdOn(page)).length).toBe(0);
  });
});

test.describe("AI agents", () => {
  test("llms.txt and the agent catalog are served with the right types", async ({ request }) => {
    const llms = await request.get("/llms.txt");
    expect(llms.status()).toBe(200);
    expect(llms.headers()["content-type"]).toMatch(/^text\/(plain|markdown)\b/);
    const text = await llms.text();
    expect(text).toMatch(/^# Serendib Digital\n\n> .+/);
    const links = [...text.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => m[1]!);
    for (const { path } of sitePages.filter((p) => p.path.startsWith("/services/")))
      expect(links.map((l) => (l.startsWith("http") ? localPath(l) : l))).toContain(path);

    const catalog = await request.get("/.well-known/ai-catalog.json");
    expect(catalog.status()).toBe(200);
    expect(catalog.headers()["content-type"]).toMatch(/^application\/json\b/);
    expect((await catalog.json()).specVersion).toBe("1.0");
  });

  test("the newsletter form is offered to agents declaratively", async ({ page, visit }) => {
    await visit("/");
    const form = page
      .locator("form[toolname]")
      .filter({ has: page.getByRole("textbox", { name: "Email address" }) });
    await expect(form).toHaveAttribute("toolname", "subscribe_newsletter");
    await expect(form).toHaveAttribute("tooldescription", /newsletter/);
    const email = form.getByRole("textbox", { name: "Email address" });
    await expect(email).toHaveAttribute("name", "email");
    await expect(email).toHaveAttribute("toolparamdescription", /email/i);
  });

  // docs/discovery.md, "Declarative tool attributes for the other forms": each enquiry form is a tool, each
  // named field a described parameter, and none may submit itself.
  const declarativeForms = [
    {
      path: "/contact",
      toolname: "send_project_enquiry",
      tooldescription:
        "Send Serendib Digital a project enquiry: contact details, the service, budget, timeline and a message. Submitting opens WhatsApp with the enquiry ready; the visitor presses Send.",
      params: {
        name: "The visitor's full name.",
        email: "Email address for the reply.",
        phone: "Phone number with country code.",
        company: "Company or organisation name.",
        website: "Current website address, if any.",
        service: "The service the enquiry is about: one of the listed options.",
        budget: "Budget range: one of the listed options.",
        timeline: "When the project should be done: one of the listed options.",
        message: "What the project is about.",
      },
    },
    {
      path: "/get-quote",
      toolname: "request_quote",
      tooldescription:
        "Ask Serendib Digital for a free, tailored quote: contact details, the services wanted, budget, timeline and a project description. Submitting opens WhatsApp with the request ready; the visitor presses Send.",
      params: {
        fullName: "The visitor's full name.",
        companyName: "Company or organisation name.",
        email: "Email address for the quote.",
        phone: "Phone number with country code.",
        services: "Services wanted: tick every one that applies.",
        otherService: "Any other service wanted, in a few words.",
        budgetRange: "Budget range: one of the listed options.",
        timeline: "When the project should be done: one of the listed options.",
        projectDescription: "What the project is and what it should achieve.",
        additionalNotes: "Anything else to know.",
        agreeToTerms: "The visitor's agreement to the Terms of Service: only the visitor ticks it.",
      },
    },
    {
      path: "/launching-soon",
      toolname: "notify_at_launch",
      tooldescription:
        "Ask Serendib Digital to email the visitor when the new service launches. The visitor submits the form themselves.",
      params: { email: "The email address to notify." },
    },
  ] as const;

  for (const expected of declarativeForms) {
    test(`the ${expected.path} form is offered to agents declaratively`, async ({ page, visit }) => {
      await visit(expected.path);
      const form = page.locator(`form[toolname="${expected.toolname}"]`);
      await expect(form).toHaveCount(1);
      await expect(form).toHaveAttribute("tooldescription", expected.tooldescription);
      await expect(form).not.toHaveAttribute("toolautosubmit");
      for (const [name, description] of Object.entries(expected.params)) {
        const fields = form.locator(`[name="${name}"]`);
        expect(await fields.count(), name).toBeGreaterThan(0);
        for (const field of await fields.all()) {
          await expect(field, name).toHaveAttribute("toolparamdescription", description);
        }
      }
      // Every named field carries a parameter description (Lighthouse warns otherwise).
      const named = await form
        .locator("input[name], select[name], textarea[name]")
        .evaluateAll((elements) =>
          elements.map((element) => [
            element.getAttribute("name"),
            element.getAttribute("toolparamdescription") ?? "",
          ]),
        );
      expect(named.length).toBeGreaterThanOrEqual(Object.keys(expected.params).length);
      for (const [name, description] of named) expect(description, `${name}`).not.toBe("");
    });
  }

  test("the launch form's email parameter is titled with its label", async ({ page, visit }) => {
    await visit("/launching-soon");
    const email = page.locator('form[toolname="notify_at_launch"] [name="email"]');
    const label = await page.locator(`label[for="${await email.getAttribute("id")}"]`).textContent();
    expect(label?.trim()).toBeTruthy();
    await expect(email).toHaveAttribute("toolparamtitle", label!.trim());
  });

  test("without WebMCP nothing is loaded for agents", async ({ page, visit }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await visit("/");
    await page.waitForLoadState("networkidle");
    expect(requested.filter((p) => p === "/agent-tools.json" || /register-tools/.test(p))).toEqual([]);
  });

  test("with WebMCP the site registers its tools; look-ups answer, the enquiry waits for the visitor", async ({
    page,
    visit,
    enquiries,
  }) => {
    await page.addInitScript(() => {
      type Tool = { name: string; execute: (input: object, client?: object) => Promise<unknown> };
      const tools = new Map<string, Tool>();
      Object.assign(window, { __webmcpTools: tools, __confirmAnswer: false, __confirmAsked: [] as string[] });
      Object.defineProperty(Navigator.prototype, "modelContext", {
        configurable: true,
        get: () => ({ registerTool: (tool: Tool) => tools.set(tool.name, tool) }),
      });
      window.confirm = (question?: string) => {
        (window as unknown as { __confirmAsked: string[] }).__confirmAsked.push(String(question));
        return (window as unknown as { __confirmAnswer: boolean }).__confirmAnswer;
      };
    });
    const dataRequests: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/agent-tools.json") dataRequests.push(r.url());
    });
    await visit("/");

    const names = () =>
      page.evaluate(() => [
        ...(window as unknown as { __webmcpTools: Map<string, unknown> }).__webmcpTools.keys(),
      ]);
    await expect
      .poll(names)
      .toEqual([
        "list_services",
        "get_service_packages",
        "list_packages_by_category",
        "search_templates",
        "prepare_enquiry",
      ]);
    expect(dataRequests, "the tools' data waits for the first call").toEqual([]);

    const call = (name: string, input: object) =>
      page.evaluate(
        async ([name, input]) => {
          const tools = (
            window as unknown as {
              __webmcpTools: Map<
                string,
                { execute: (i: object, c: object) => Promise<{ content: { text: string }[] }> }
              >;
            }
          ).__webmcpTools;
          const client = { requestUserInteraction: (callback: () => Promise<unknown>) => callback() };
          const result = await tools.get(name as string)!.execute(input as object, client);
          return result.content.map((c) => c.text).join("\n");
        },
        [name, input] as const,
      );

    const services = JSON.parse(await call("list_services", {}));
    expect(services.services.map((s: { id: string }) => `/services/${s.id}`)).toEqual(
      sitePages.filter((p) => p.path.startsWith("/services/")).map((p) => p.path),
    );
    expect(dataRequests).toHaveLength(1);
    expect(JSON.parse(await call("get_service_packages", { service: services.services[0].id })).service).toBe(
      services.services[0].title,
    );
    expect(JSON.parse(await call("list_packages_by_category", {}))).toHaveProperty("categories");
    const restaurant = JSON.parse(await call("search_templates", { query: "restaurant" }));
    expect(restaurant.templates.map((t: { category: string }) => t.category)).toEqual(["Restaurant"]);
    expect(dataRequests, "fetched once").toHaveLength(1);

    const declined = await call("prepare_enquiry", { message: "A new logo for our café", name: "Nimali" });
    expect(declined).toMatch(/did not confirm/);
    expect(declined).not.toContain("wa.me");
    expect(
      await page.evaluate(() => (window as unknown as { __confirmAsked: string[] }).__confirmAsked),
    ).toEqual([expect.stringContaining("Message: A new logo for our café")]);

    await page.evaluate(() => Object.assign(window, { __confirmAnswer: true }));
    const prepared = JSON.parse(
      await call("prepare_enquiry", { message: "A new logo for our café", name: "Nimali" }),
    );
    expect(new URL(prepared.link).hostname).toBe("wa.me");
    expect(new URL(prepared.link).searchParams.get("text")).toContain(
      "Name: Nimali\nMessage: A new logo for our café",
    );
    // Preparing is not sending: the messaging app was never opened.
    expect(enquiries.urls).toEqual([]);
  });
});
