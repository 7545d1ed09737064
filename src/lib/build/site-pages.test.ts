import { describe, expect, it } from "vitest";
import { readSiteContent } from "#src/content/read-content.ts";
import { type SiteContent, type SitePage, SitePagesError, sitePages } from "./site-pages.ts";

const sitePageAt = (pages: readonly SitePage[], path: string) => pages.find((page) => page.path === path);

const seo = (title: string) => ({ seo: { title, description: `${title}: what the page is about.` } });
const one = (data: unknown) => [{ id: "page", data }];

/** Content as the other pages will bring it: every route's copy, two services, two templates, two documents. */
const fullContent: SiteContent = {
  homePage: one(seo("Serendib Digital | Web Design Agency")),
  aboutPage: one(seo("About Us | Serendib Digital")),
  servicesPage: one(seo("Our Services | Serendib Digital")),
  serviceDetailPage: one({
    seoTitle: "{service} | Serendib Digital",
    notFound: seo("Service Not Found | Serendib Digital"),
  }),
  services: [
    { id: "seo-optimization", data: { title: "SEO Optimization", seo: { description: "Be found." } } },
    { id: "photography", data: { title: "Photography", seo: { description: "Pictures." } } },
  ],
  packagesPage: one(seo("Packages | Serendib Digital")),
  portfolioPage: one(seo("Portfolio | Serendib Digital")),
  shopPage: one({
    ...seo("Website Templates | Serendib Digital"),
    detail: {
      seo: { title: "{template} Website Template", description: "{template}, a template for {category}." },
    },
    notFound: seo("Template Not Found | Serendib Digital"),
  }),
  templates: [{ id: "edulearn", data: { title: "EduLearn", category: "Education" } }],
  contactPage: one(seo("Contact | Serendib Digital")),
  quotePage: one(seo("Get a Free Quote | Serendib Digital")),
  legal: [
    { id: "privacy-policy", data: seo("Privacy Policy | Serendib Digital") },
    { id: "terms-of-service", data: seo("Terms of Service | Serendib Digital") },
  ],
  launchingSoonPage: one(seo("Launching Soon | Serendib Digital")),
  searchPage: one(seo("Search | Serendib Digital")),
  notFoundPage: one(seo("Page Not Found | Serendib Digital")),
};

describe("the site's pages", () => {
  it("are every route of the spec once its content exists, in the route table's order (entries by file name)", () => {
    expect(sitePages(fullContent).map((page) => page.path)).toEqual([
      "/",
      "/about",
      "/services",
      "/services/photography",
      "/services/seo-optimization",
      "/packages",
      "/portfolio",
      "/shopping",
      "/shop",
      "/templates",
      "/templates/edulearn",
      "/contact",
      "/get-quote",
      "/privacy-policy",
      "/terms-of-service",
      "/search",
      "/launching-soon",
      "/404",
      "/service-not-found",
      "/template-not-found",
    ]);
  });

  it("take their search texts from the content, filling in the words of per-entry pages", () => {
    const pages = sitePages(fullContent);
    expect(sitePageAt(pages, "/services/photography")).toMatchObject({
      title: "Photography | Serendib Digital",
      description: "Pictures.",
      source: "services/photography",
    });
    expect(sitePageAt(pages, "/templates/edulearn")).toMatchObject({
      title: "EduLearn Website Template",
      description: "EduLearn, a template for Education.",
    });
    expect(sitePageAt(pages, "/service-not-found")?.title).toBe("Service Not Found | Serendib Digital");
    expect(sitePageAt(pages, "/privacy-policy")?.source).toBe("legal/privacy-policy");
  });

  it("know which are indexed, which canonicalise elsewhere and which say noindex", () => {
    const pages = sitePages(fullContent);
    expect(sitePageAt(pages, "/shop")).toMatchObject({
      canonical: "/shopping",
      indexed: false,
      noIndex: false,
    });
    expect(sitePageAt(pages, "/shop")?.title).toBe(sitePageAt(pages, "/shopping")?.title);
    for (const path of ["/404", "/service-not-found", "/template-not-found"])
      expect(sitePageAt(pages, path)).toMatchObject({ indexed: false, noIndex: true });
    expect(pages.filter((page) => page.indexed)).toHaveLength(pages.length - 5);
  });

  it("leave out a route whose content has not arrived, and per-entry pages whose shared copy has not", () => {
    const { homePage: _home, serviceDetailPage: _detail, ...rest } = fullContent;
    const paths = sitePages(rest).map((page) => page.path);
    expect(paths).not.toContain("/");
    expect(paths.some((path) => path.startsWith("/services/"))).toBe(false);
    expect(paths).not.toContain("/service-not-found");
    expect(paths).toContain("/templates/edulearn");
  });

  it("add a page for a new service file, and stop at content that lacks what its page needs", () => {
    const added = {
      ...fullContent,
      services: [
        ...fullContent.services!,
        { id: "web-design", data: { title: "Web Design", seo: { description: "Sites." } } },
      ],
    };
    expect(sitePageAt(sitePages(added), "/services/web-design")?.title).toBe("Web Design | Serendib Digital");
    expect(() => sitePages({ ...fullContent, homePage: one({ seo: { title: "Home" } }) })).toThrow(
      /homePage\.seo: not what its page needs \(description/,
    );
    expect(() =>
      sitePages({
        ...fullContent,
        legal: [{ id: "contact", data: seo("Contact again | Serendib Digital") }],
      }),
    ).toThrow(SitePagesError);
  });

  it("list per-entry pages in their entries' order, as the pages list them", () => {
    const ordered = {
      ...fullContent,
      services: [
        { id: "a-last", data: { order: 20, title: "Last", seo: { description: "L." } } },
        { id: "z-first", data: { order: 10, title: "First", seo: { description: "F." } } },
      ],
    };
    expect(
      sitePages(ordered)
        .filter((page) => page.path.startsWith("/services/"))
        .map((page) => page.path),
    ).toEqual(["/services/z-first", "/services/a-last"]);
  });

  it("are read from today's content files", () => {
    const pages = sitePages(readSiteContent());
    expect(sitePageAt(pages, "/contact")).toMatchObject({ indexed: true, noIndex: false });
    expect(sitePageAt(pages, "/404")).toMatchObject({ noIndex: true });
    for (const page of pages) expect(page.title).not.toMatch(/\{\w+\}/);
  });
});
