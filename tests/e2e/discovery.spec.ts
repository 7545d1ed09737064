// Longer than a screen because it is the spec of discovery, each test across every page: search and share
// tags, images, sitemap, structured data, and the AI agents' files, forms and tools.
import { shareImagePath } from "#src/lib/build/seo.ts";
import { jsonLdProblems } from "#tests/json-ld-checks.ts";
import {
  expectedJsonLdTypes,
  headOf,
  localPath,
  looseContent,
  openPage,
  pages,
  pagesInEveryLanguage,
  pngSize,
  statusOf,
} from "./discovery-helpers";
import { expect, test } from "./fixtures";
import { content, identity, layout, enquiries as messages, services, single } from "./site-content";

/** Search-result lengths: titles are cut after about 60 characters, descriptions after about 160. */
const TITLE = { min: 10, max: 60 };
const DESCRIPTION = { min: 70, max: 160 };

test.describe("search and sharing", () => {
  test("every page has its title and description within search lengths, canonical, robots, Open Graph and Twitter tags", async ({
    request,
  }) => {
    const heads = new Map<string, ReturnType<typeof headOf>>();
    for (const { path } of pages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(statusOf(path));
      heads.set(path, headOf(await response.text()));
    }
    for (const { path, canonical, noIndex, title, description } of pages) {
      const head = heads.get(path)!;
      expect(head.title, `${path} title`).toBe(title);
      expect(head.description, `${path} description`).toBe(description);
      expect(head.title.length, `${path} title "${head.title}"`).toBeGreaterThanOrEqual(TITLE.min);
      expect(head.title.length, `${path} title "${head.title}"`).toBeLessThanOrEqual(TITLE.max);
      expect(head.description.length, `${path} description`).toBeGreaterThanOrEqual(DESCRIPTION.min);
      expect(head.description.length, `${path} description`).toBeLessThanOrEqual(DESCRIPTION.max);
      expect(localPath(head.canonical!), `${path} canonical`).toBe(canonical);
      expect(head.robots, `${path} robots`).toBe(noIndex ? "noindex" : undefined);
      // A page that canonicalises elsewhere says what its canonical page says.
      if (canonical !== path) expect(head.title).toBe(heads.get(canonical)?.title);

      expect(head.meta["og:title"]).toBe(head.title);
      expect(head.meta["og:description"]).toBe(head.description);
      expect(head.meta["og:url"]).toBe(head.canonical);
      expect(head.meta["og:type"]).toBe("website");
      expect(head.meta["og:site_name"]).toBe(identity.name);
      expect(head.meta["og:image:width"]).toBe("1200");
      expect(head.meta["og:image:height"]).toBe("630");
      expect(head.meta["og:image:alt"]).toBe(head.title);
      expect(head.meta["twitter:card"]).toBe("summary_large_image");
      expect(head.meta["twitter:title"]).toBe(head.title);
      expect(head.meta["twitter:description"]).toBe(head.description);
      expect(head.meta["twitter:image"]).toBe(head.meta["og:image"]);
      expect(localPath(head.meta["og:image"]!), `${path} share image`).toBe(shareImagePath(canonical));
      expect(new URL(head.meta["og:image"]!).origin).toBe(new URL(head.canonical!).origin);
    }

    const indexed = pages.filter((page) => page.indexed).map((page) => heads.get(page.path)!);
    const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(duplicates(indexed.map((head) => head.title))).toEqual([]);
    expect(duplicates(indexed.map((head) => head.description))).toEqual([]);
  });

  test("every share image is a 1200×630 PNG of its own, and the logo a 512 px square", async ({
    request,
  }) => {
    const images = new Map<string, Buffer>();
    for (const { canonical } of pages) {
      const image = shareImagePath(canonical);
      if (images.has(image)) continue;
      const response = await request.get(image);
      expect(response.status(), image).toBe(200);
      expect(response.headers()["content-type"], image).toBe("image/png");
      const bytes = await response.body();
      expect(pngSize(bytes), image).toEqual({ width: 1200, height: 630 });
      expect(bytes.length, image).toBeLessThan(120 * 1024);
      images.set(image, bytes);
    }
    const distinct = new Set([...images.values()].map((bytes) => bytes.toString("base64")));
    expect(distinct.size, "each page draws its own image").toBe(images.size);
    const logo = await request.get("/share/logo.png");
    expect(logo.status()).toBe(200);
    expect(pngSize(await logo.body())).toEqual({ width: 512, height: 512 });
  });

  test("robots.txt names the sitemap, which lists every indexed page in every language on the site's origin and nothing else", async ({
    request,
  }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toMatch(/^text\/plain\b/);
    const text = await robots.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    const sitemapUrl = text.match(/^Sitemap: (\S+)$/m)![1]!;

    const origin = new URL(sitemapUrl).origin;
    const index = await request.get(localPath(sitemapUrl));
    expect(index.status()).toBe(200);
    expect(index.headers()["content-type"]).toMatch(/^(application|text)\/xml\b/);
    const sitemaps = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(sitemaps.length).toBeGreaterThan(0);
    const locs: string[] = [];
    for (const sitemap of sitemaps) {
      expect(new URL(sitemap).origin).toBe(origin);
      const response = await request.get(localPath(sitemap));
      expect(response.status(), sitemap).toBe(200);
      locs.push(...[...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
    }
    expect(locs.sort()).toEqual(
      pagesInEveryLanguage
        .filter((page) => page.indexed)
        .map((page) => `${origin}${page.path === "/" ? "/" : page.path}`)
        .sort(),
    );
    for (const loc of locs) expect((await request.head(localPath(loc))).status(), loc).toBe(200);
  });

  test("structured data: the organisation and offices on /, a breadcrumb on nested pages, a Service on service pages, nothing on pages kept out of search", async ({
    request,
  }) => {
    const nav = layout.topBar.links;
    for (const { path, noIndex } of pages) {
      const head = headOf(await (await request.get(path)).text());
      const blocks = head.jsonLd as Array<Record<string, unknown> & { "@type": string }>;
      expect(
        blocks.map((block) => block["@type"]),
        path,
      ).toEqual(expectedJsonLdTypes(path, noIndex, identity.offices.length));
      for (const block of blocks) expect(jsonLdProblems(block), `${path} ${block["@type"]}`).toEqual([]);

      const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList") as
        | { itemListElement: { name: string; item: string }[] }
        | undefined;
      if (crumbs) {
        expect(crumbs.itemListElement.at(-1)!.item).toBe(head.canonical);
        // Section names come from the navigation (or the section page), not from code.
        expect(crumbs.itemListElement[0]!.name).toBe(nav.find((link) => link.to === "/")!.label);
        const section = crumbs.itemListElement[1]!;
        const sectionPage = pages.find((page) => page.path === localPath(section.item));
        expect(sectionPage, `${path}: its section ${section.item} is a page of the site`).toBeDefined();
        expect(sectionPage!.indexed).toBe(true);
      }
      const service = blocks.find((block) => block["@type"] === "Service");
      if (service) {
        const entry = services.find((s) => path === `/services/${s.id}`)!;
        expect(service).toMatchObject({ name: entry.data.title, description: entry.data.seo.description });
        expect((service.offers as { name: string }[]).map((offer) => offer.name)).toEqual(
          entry.data.packages.map((pkg) => pkg.name),
        );
      }
      const organization = blocks.find((block) => block["@type"] === "Organization");
      if (organization) {
        expect(organization.name).toBe(identity.name);
        expect((await request.get(localPath((organization.logo as { url: string }).url))).status()).toBe(200);
      }
    }
  });
});

test.describe("AI agents", () => {
  test("llms.txt and the agent catalogue are served with the right types, from the content", async ({
    request,
  }) => {
    const llms = await request.get("/llms.txt");
    expect(llms.status()).toBe(200);
    expect(llms.headers()["content-type"]).toMatch(/^text\/(plain|markdown)\b/);
    const text = await llms.text();
    expect(text).toMatch(new RegExp(`^# ${identity.name}\\n\\n> .+`));
    const links = [...text.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => m[1]!);
    const pagePaths = pages.map((page) => page.path);
    for (const path of pagePaths.filter((p) => p.startsWith("/services/") || p.startsWith("/templates/")))
      expect(links.map(localPath)).toContain(path);
    for (const page of pages.filter((p) => p.indexed && p.path.split("/").filter(Boolean).length <= 1))
      expect(text).toContain(page.description.replace(/\s+/g, " "));
    const site = new URL(links[0]!).origin;
    for (const link of links.filter((l) => new URL(l).origin === site))
      expect((await request.head(localPath(link))).status(), link).toBe(200);

    const catalog = await request.get("/.well-known/ai-catalog.json");
    expect(catalog.status()).toBe(200);
    expect(catalog.headers()["content-type"]).toMatch(/^application\/json\b/);
    const body = await catalog.json();
    expect(body.specVersion).toBe("1.0");
    expect(localPath(body.entries[0].url)).toBe("/llms.txt");
  });

  test("every form on every page is offered to agents declaratively, and none submits itself", async ({
    page,
  }) => {
    // One load a page, however many pages the staff keep.
    test.setTimeout(30_000 + pages.length * 2_000);
    const seen = new Set<string>();
    for (const { path } of pages) {
      await page.goto(path);
      for (const form of await page.locator("form[method=post]").all()) {
        const toolname = await form.getAttribute("toolname");
        expect(toolname, `${path}: a form without toolname`).toMatch(/^[a-z][a-z0-9_]*$/);
        expect((await form.getAttribute("tooldescription"))?.length, `${path} ${toolname}`).toBeGreaterThan(
          20,
        );
        await expect(form).not.toHaveAttribute("toolautosubmit");
        const fields = await form
          .locator("input[name], select[name], textarea[name]")
          .evaluateAll((elements) =>
            elements
              .filter((element) => (element as HTMLInputElement).type !== "hidden")
              .map((element) => ({
                name: element.getAttribute("name"),
                title: element.getAttribute("toolparamtitle"),
                description: element.getAttribute("toolparamdescription"),
                label: (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? null,
              })),
          );
        expect(fields.length, `${path} ${toolname}`).toBeGreaterThan(0);
        for (const field of fields) {
          // Lighthouse warns about a parameter without a title or description.
          expect(field.title || field.description, `${path} ${toolname}.${field.name}`).toBeTruthy();
          if (field.title) expect(field.title, `${path} ${toolname}.${field.name}`).toBe(field.label);
        }
        seen.add(toolname!);
      }
    }
    expect(seen).toContain(layout.newsletter.agentTool.name);
  });

  test("the newsletter and contact forms carry the words of their content", async ({ page }) => {
    await openPage(page, "/contact");
    const newsletter = layout.newsletter.agentTool;
    const footerForm = page.locator(`form[toolname="${newsletter.name}"]`);
    await expect(footerForm).toHaveAttribute("tooldescription", newsletter.description);
    await expect(footerForm.locator('[name="email"]')).toHaveAttribute(
      "toolparamdescription",
      newsletter.email,
    );

    const contact = single(content.contactPage, "contactPage").form.agentTool;
    const form = page.locator(`form[toolname="${contact.name}"]`);
    await expect(form).toHaveCount(1);
    await expect(form).toHaveAttribute("tooldescription", contact.description);
    for (const [name, description] of Object.entries(contact.params))
      for (const field of await form.locator(`[name="${name}"]`).all())
        await expect(field, name).toHaveAttribute("toolparamdescription", description);
  });

  test("without WebMCP nothing is loaded for agents", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await openPage(page, pages[0]!.path);
    await page.waitForLoadState("networkidle");
    expect(requested.filter((p) => p === "/agent-tools.json" || p === "/webmcp-tools.js")).toEqual([]);
  });

  test("with WebMCP the site registers its tools; look-ups answer from the content, the enquiry waits for the visitor", async ({
    page,
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
    await openPage(page, pages[0]!.path);

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

    const listed = JSON.parse(await call("list_services", {}));
    expect(listed.services.map((s: { id: string; title: string }) => [s.id, s.title])).toEqual(
      [...services].sort((a, b) => a.data.order - b.data.order).map((s) => [s.id, s.data.title]),
    );
    expect(dataRequests).toHaveLength(1);
    const first = services[0]!;
    const packages = JSON.parse(await call("get_service_packages", { service: first.id }));
    expect(packages.service).toBe(first.data.title);
    expect(packages.packages.map((p: { name: string }) => p.name)).toEqual(
      first.data.packages.map((p) => p.name),
    );
    expect(JSON.parse(await call("list_packages_by_category", {})).categories.length).toBeGreaterThan(0);
    const templates = looseContent.templates ?? [];
    const category = String(templates[0]?.data.category ?? "Restaurant");
    const found = JSON.parse(await call("search_templates", { query: category }));
    expect(found.templates.map((t: { id: string }) => t.id)).toEqual(
      templates.filter((t) => t.data.category === category).map((t) => t.id),
    );
    expect(dataRequests, "fetched once").toHaveLength(1);

    const declined = await call("prepare_enquiry", { message: "A new logo for our café", name: "Nimali" });
    expect(declined).toMatch(/did not confirm/);
    expect(declined).not.toContain("wa.me");
    const { name: nameLabel, message: messageLabel } = messages.lineLabels;
    expect(
      await page.evaluate(() => (window as unknown as { __confirmAsked: string[] }).__confirmAsked),
    ).toEqual([expect.stringContaining(`${messageLabel}: A new logo for our café`)]);

    await page.evaluate(() => Object.assign(window, { __confirmAnswer: true }));
    const prepared = JSON.parse(
      await call("prepare_enquiry", { message: "A new logo for our café", name: "Nimali" }),
    );
    expect(new URL(prepared.link).hostname).toBe("wa.me");
    expect(new URL(prepared.link).pathname).toBe(`/${identity.contact.whatsappNumber}`);
    expect(new URL(prepared.link).searchParams.get("text")).toBe(
      `${messages.agentEnquiry}\n${nameLabel}: Nimali\n${messageLabel}: A new logo for our café`,
    );
    // Preparing is not sending: the messaging app was never opened.
    expect(enquiries.urls).toEqual([]);
  });
});
