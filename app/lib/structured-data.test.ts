import { describe, expect, it } from "vitest";
import { jsonLdProblems } from "../../tests/json-ld-checks.ts";
import { serviceCatalogue } from "../content/service-catalogue.ts";
import { siteConfig } from "../content/site-config.ts";
import { sitePages } from "../content/site-map.ts";
import { pageMeta, pageName, shareImagePath, shareImageSlug } from "./seo.ts";
import { absoluteUrl } from "./site-url.ts";
import {
  breadcrumbList,
  breadcrumbSections,
  localBusinesses,
  organization,
  service,
  webSite,
} from "./structured-data.ts";

// JSON-LD is read back loosely: the shapes are what is under test.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Loose = any;

const jsonLdOf = (meta: ReturnType<typeof pageMeta>) =>
  meta.flatMap((descriptor) => ("script:ld+json" in descriptor ? [descriptor["script:ld+json"]] : []));
const typeOf = (block: object) => (block as { "@type": string })["@type"];

describe("structured data builders", () => {
  it("every block is valid schema.org", () => {
    const blocks = [
      organization(),
      webSite(),
      ...localBusinesses(),
      service({ name: "SEO Optimization", description: "Be found.", path: "/services/seo-optimization" }),
      service({
        name: "Photography",
        description: "Shoots.",
        path: "/services/photography",
        packages: ["Basic"],
      }),
      breadcrumbList("/services/seo-optimization", "SEO Optimization"),
    ];
    for (const block of blocks) expect(jsonLdProblems(block), JSON.stringify(block)).toEqual([]);
  });

  it("the organisation carries the config's name, logo, socials and a contact point per phone", () => {
    const org = organization() as Loose;
    expect(org.name).toBe(siteConfig.name);
    expect(org.logo.url).toMatch(/^https:\/\/.+\/og\/logo\.png$/);
    expect(org.sameAs).toEqual(siteConfig.socials.map((s) => s.url));
    expect(org.contactPoint.map((c: { telephone: string }) => c.telephone)).toEqual(
      Object.values(siteConfig.contact.phones).map((p) => p.display),
    );
    expect(org.contactPoint.every((c: { email: string }) => c.email === siteConfig.contact.emails.info)).toBe(
      true,
    );
  });

  it("one local business per office with its country, phone and the opening hours", () => {
    const offices = localBusinesses() as Loose[];
    expect(offices.map((o) => o.address.addressCountry)).toEqual(
      siteConfig.offices.map((o) => o.countryCode),
    );
    expect(offices[0]!.openingHoursSpecification[0]).toMatchObject({
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "18:00",
    });
  });

  it("a breadcrumb runs Home → section → page with positions 1..n and absolute URLs", () => {
    const crumbs = breadcrumbList("/templates/edulearn", "EduLearn") as Loose;
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: absoluteUrl("/") },
      { "@type": "ListItem", position: 2, name: "Templates", item: absoluteUrl("/shopping") },
      { "@type": "ListItem", position: 3, name: "EduLearn", item: absoluteUrl("/templates/edulearn") },
    ]);
    expect(breadcrumbList("/about", "About")).toBeNull();
  });

  it("breadcrumb sections point at indexed pages of the site map", () => {
    for (const [segment, section] of Object.entries(breadcrumbSections)) {
      expect(sitePages.some((p) => p.path.startsWith(`/${segment}/`))).toBe(true);
      expect(sitePages.find((p) => p.path === section.path)?.indexed).toBe(true);
    }
  });

  it("the checks catch broken data", () => {
    const bad = { ...localBusinesses()[0]!, "@context": "http://schema.org", colour: "teal" } as Loose;
    bad.openingHoursSpecification = [
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Funday"], opens: "18:00", closes: "9" },
    ];
    const problems = jsonLdProblems(bad).join("\n");
    expect(problems).toMatch(/@context/);
    expect(problems).toMatch(/no property colour/);
    expect(problems).toMatch(/dayOfWeek Funday/);
    expect(problems).toMatch(/times/);
    expect(jsonLdProblems({ "@context": "https://schema.org", "@type": "Movie" }).join()).toMatch(/Movie/);
    const crumbs = breadcrumbList("/services/x", "X") as Loose;
    crumbs.itemListElement[1].position = 3;
    expect(jsonLdProblems(crumbs).join()).toMatch(/position 2/);
  });
});

describe("pageMeta", () => {
  it("keeps the old signature and defaults the share image to the page's own", () => {
    const meta = pageMeta({
      title: "About Us | Serendib Digital",
      description: "Who we are.",
      path: "/about",
    });
    expect(meta).toContainEqual({ property: "og:image", content: absoluteUrl("/og/about.png") });
    expect(meta).toContainEqual({ name: "twitter:image", content: absoluteUrl("/og/about.png") });
    expect(jsonLdOf(meta)).toEqual([]);
    expect(pageMeta({ title: "T", description: "D", path: "/x", image: "/og/custom.png" })).toContainEqual({
      property: "og:image",
      content: absoluteUrl("/og/custom.png"),
    });
  });

  it("slugs share images from the path", () => {
    expect(shareImageSlug("/")).toBe("home");
    expect(shareImageSlug("/services/seo-optimization")).toBe("services-seo-optimization");
    expect(shareImagePath("/privacy-policy")).toBe("/og/privacy-policy.png");
  });

  it("names pages from the title without the agency name", () => {
    expect(pageName("SEO Optimization | Serendib Digital")).toBe("SEO Optimization");
    expect(pageName("Serendib Digital | Web Design & Digital Agency, Sri Lanka")).toBe(
      "Web Design & Digital Agency, Sri Lanka",
    );
  });

  it("puts the organisation, website and both offices on the home page", () => {
    const blocks = jsonLdOf(pageMeta({ title: "Serendib Digital | Home", description: "D", path: "/" }));
    expect(blocks.map(typeOf)).toEqual([
      "Organization",
      "WebSite",
      "ProfessionalService",
      "ProfessionalService",
    ]);
    for (const block of blocks) expect(jsonLdProblems(block)).toEqual([]);
  });

  it("adds a breadcrumb and a Service on service pages, enriched by the service option", () => {
    const first = serviceCatalogue[0]!;
    const blocks = jsonLdOf(
      pageMeta({
        title: `${first.title} | Serendib Digital`,
        description: "Page description.",
        path: `/services/${first.id}`,
        service: {
          title: first.title,
          tagline: first.tagline,
          packages: [{ name: "Starter" }, { name: "Pro" }],
        },
      }),
    ) as Loose[];
    expect(blocks.map(typeOf)).toEqual(["BreadcrumbList", "Service"]);
    expect(blocks[0]!.itemListElement[2].name).toBe(first.title);
    expect(blocks[1]!).toMatchObject({ name: first.title, description: first.tagline });
    expect(blocks[1]!.offers.map((o: { name: string }) => o.name)).toEqual(["Starter", "Pro"]);
    for (const block of blocks) expect(jsonLdProblems(block)).toEqual([]);
  });

  it("adds only a breadcrumb on template pages, and nothing on pages kept out of search", () => {
    const template = jsonLdOf(
      pageMeta({
        title: "EduLearn Website Template | Serendib Digital",
        description: "D",
        path: "/templates/edulearn",
      }),
    );
    expect(template.map(typeOf)).toEqual(["BreadcrumbList"]);
    expect(jsonLdOf(pageMeta({ title: "Not Found", description: "D", path: "/404", noIndex: true }))).toEqual(
      [],
    );
  });

  it("appends extra structured data", () => {
    const extra = { "@context": "https://schema.org", "@type": "WebSite", name: "x", url: "https://x.test/" };
    expect(
      jsonLdOf(pageMeta({ title: "T", description: "D", path: "/about", structuredData: [extra] })),
    ).toEqual([extra]);
  });
});
