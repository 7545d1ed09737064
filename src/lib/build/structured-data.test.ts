import { describe, expect, it } from "vitest";
import { LOCALES, type Locale, localizedPath } from "#contracts/locales.ts";
import { readSiteContent, single } from "#src/content/read-content.ts";
import { jsonLdProblems } from "#tests/json-ld-checks.ts";
import { canonicalPath, isNoIndexPath } from "./indexed-paths.ts";
import { pageHead, pageName, shareImagePath, shareImageSlug } from "./seo.ts";
import { absoluteUrl } from "./site-url.ts";
import { breadcrumbTrail, type JsonLd, pageJsonLd, structuredData } from "./structured-data.ts";

// JSON-LD is read back loosely: the shapes are what is under test.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Loose = any;

const content = readSiteContent();
const identity = single(content.identity, "identity");
const layout = single(content.layout, "layout");
const site = "https://example.test";
const url = (path: string) => absoluteUrl(site, path);
const data = structuredData(site, identity);
const nav = layout.topBar.links;
const navName = (to: string) => nav.find((link) => link.to === to)!.label;
const typeOf = (block: JsonLd) => block["@type"];

const jsonLdFor = (
  path: string,
  title: string,
  extra: Partial<Parameters<typeof pageJsonLd>[0]["page"]> = {},
) =>
  pageJsonLd({
    site,
    identity,
    page: { path, title, noIndex: false, ...extra },
    nav,
    pageNames: new Map([["/shopping", "Website Templates"]]),
    name: pageName(title, identity.name),
  });

describe("structured data builders", () => {
  it("every block is valid schema.org", () => {
    const blocks = [
      ...data.home(),
      data.service({
        name: "SEO Optimization",
        description: "Be found.",
        path: "/services/seo-optimization",
      }),
      data.service({
        name: "Photography",
        description: "Shoots.",
        path: "/services/photography",
        packages: ["A"],
      }),
      data.breadcrumbs([
        { name: "Home", path: "/" },
        { name: "Services", path: "/services" },
        { name: "SEO", path: "/services/seo-optimization" },
      ]),
    ];
    for (const block of blocks) expect(jsonLdProblems(block), JSON.stringify(block)).toEqual([]);
  });

  it("the organisation carries the identity's name, logo, socials and a contact point per office", () => {
    const [org] = data.home() as Loose[];
    expect(org.name).toBe(identity.name);
    expect(org.logo.url).toBe(url("/share/logo.png"));
    expect(org.sameAs).toEqual(identity.socials.map((s) => s.url));
    expect(org.contactPoint.map((c: { telephone: string }) => c.telephone)).toEqual(
      identity.offices.map((office) => identity.contact.phones.find((p) => p.id === office.phone)!.display),
    );
    expect(org.contactPoint.every((c: { email: string }) => c.email === identity.contact.emails.info)).toBe(
      true,
    );
  });

  it("one local business per office with its country, phone and the opening hours", () => {
    const offices = (data.home() as Loose[]).filter((block) => block["@type"] === "ProfessionalService");
    expect(offices.map((o) => o.address.addressCountry)).toEqual(identity.offices.map((o) => o.countryCode));
    expect(offices[0].openingHoursSpecification[0]).toMatchObject({
      dayOfWeek: identity.hours[0]!.dayOfWeek,
      opens: identity.hours[0]!.opens.padStart(5, "0"),
      closes: identity.hours[0]!.closes.padStart(5, "0"),
    });
  });

  it("each office is named and described in the page's language, from the identity's wording", () => {
    const tamil = single(readSiteContent({ locale: "ta" }).identity, "identity");
    const offices = (structuredData(site, tamil, "ta").home() as Loose[]).filter(
      (block) => block["@type"] === "ProfessionalService",
    );
    const office = tamil.offices[0]!;
    const words = { office: office.label, city: office.city, country: office.country };
    const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: keyof typeof words) => words[name]);
    expect(offices[0].name).toBe(fill(tamil.officeWording.name));
    expect(offices[0].description).toBe(fill(tamil.officeWording.description));
    expect(offices[0].description).toContain(office.city);
    expect(offices[0].description).not.toMatch(/'s|\bin\b/);
    expect(offices[0].url).toBe(url("/ta/contact"));
    const [org] = data.home() as Loose[];
    expect(org.contactPoint[0].availableLanguage).toEqual(["English", "Sinhala", "Tamil", "Hindi"]);
  });

  it("the checks catch broken data", () => {
    const bad = { ...(data.home()[2] as Loose), "@context": "http://schema.org", colour: "teal" };
    bad.openingHoursSpecification = [
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Funday"], opens: "18:00", closes: "9" },
    ];
    const problems = jsonLdProblems(bad).join("\n");
    expect(problems).toMatch(/@context/);
    expect(problems).toMatch(/no property colour/);
    expect(problems).toMatch(/dayOfWeek Funday/);
    expect(problems).toMatch(/times/);
    expect(jsonLdProblems({ "@context": "https://schema.org", "@type": "Movie" }).join()).toMatch(/Movie/);
    const crumbs = data.breadcrumbs([
      { name: "Home", path: "/" },
      { name: "X", path: "/x" },
    ]) as Loose;
    crumbs.itemListElement[1].position = 3;
    expect(jsonLdProblems(crumbs).join()).toMatch(/position 2/);
    const priced = data.service({ name: "S", description: "D", path: "/s" }) as Loose;
    priced.offers[0].price = "100";
    expect(jsonLdProblems(priced).join()).toMatch(/price/);
  });
});

describe("breadcrumbs", () => {
  it("run Home → section → page, named as the navigation names them, at canonical addresses", () => {
    const pageNames = new Map<string, string>();
    expect(breadcrumbTrail({ path: "/services/seo", name: "SEO", nav, pageNames })).toEqual([
      { name: navName("/"), path: "/" },
      { name: navName("/services"), path: "/services" },
      { name: "SEO", path: "/services/seo" },
    ]);
    // /templates shows the catalogue at /shopping, which the navigation reaches through /shop.
    expect(breadcrumbTrail({ path: "/templates/edulearn", name: "EduLearn", nav, pageNames })?.[1]).toEqual({
      name: navName("/shop"),
      path: "/shopping",
    });
  });

  it("name a section the navigation lacks by its page, and give none for top-level pages or unknown sections", () => {
    const pageNames = new Map([["/guides", "Guides"]]);
    expect(breadcrumbTrail({ path: "/guides/one", name: "One", nav, pageNames })?.[1]?.name).toBe("Guides");
    expect(breadcrumbTrail({ path: "/blog/one", name: "One", nav, pageNames })).toBeNull();
    expect(breadcrumbTrail({ path: "/about", name: "About", nav, pageNames })).toBeNull();
  });
});

describe("a page's structured data", () => {
  it("puts the organisation, website and both offices on the home page", () => {
    const blocks = jsonLdFor("/", `${identity.name} | Home`);
    expect(blocks.map(typeOf)).toEqual([
      "Organization",
      "WebSite",
      ...identity.offices.map(() => "ProfessionalService"),
    ]);
    for (const block of blocks) expect(jsonLdProblems(block)).toEqual([]);
  });

  it("adds a breadcrumb and a Service on a service page, its packages as offers", () => {
    const service = content.services[0]!;
    const blocks = jsonLdFor(`/services/${service.id}`, `${service.data.title} | ${identity.name}`, {
      service: {
        name: service.data.title,
        description: service.data.seo.description,
        packages: service.data.packages.map((p) => p.name),
      },
    }) as Loose[];
    expect(blocks.map(typeOf)).toEqual(["BreadcrumbList", "Service"]);
    expect(blocks[0].itemListElement.at(-1)).toMatchObject({
      name: service.data.title,
      item: url(`/services/${service.id}`),
    });
    expect(blocks[1]).toMatchObject({ name: service.data.title, description: service.data.seo.description });
    expect(blocks[1].offers.map((o: { name: string }) => o.name)).toEqual(
      service.data.packages.map((p) => p.name),
    );
    for (const block of blocks) expect(jsonLdProblems(block)).toEqual([]);
  });

  it("adds only a breadcrumb on a template page, nothing on other pages or pages kept out of search", () => {
    expect(jsonLdFor("/templates/edulearn", `EduLearn | ${identity.name}`).map(typeOf)).toEqual([
      "BreadcrumbList",
    ]);
    expect(jsonLdFor("/contact", `Contact | ${identity.name}`)).toEqual([]);
    expect(jsonLdFor("/", "Home", { noIndex: true })).toEqual([]);
  });

  it("appends a page's own extra blocks", () => {
    const extra = { "@context": "https://schema.org", "@type": "WebSite", name: "x", url: "https://x.test/" };
    expect(jsonLdFor("/about", "About", { extra: [extra] })).toEqual([extra]);
  });
});

describe("page head", () => {
  /** A page as the list of pages gives it (site-pages.ts). */
  const listed = (route: string, locale: Locale = "en") => ({
    title: "T",
    description: "D",
    canonical: localizedPath(canonicalPath(route), locale),
    noIndex: isNoIndexPath(route),
    locale,
    route,
  });

  it("gives the page its canonical address, its own share image and noindex where it applies", () => {
    const head = pageHead(site, identity.name, listed("/about"), { path: "/about" });
    expect(head).toMatchObject({ canonical: url("/about"), image: url("/share/about.png"), noIndex: false });
    expect(pageHead(site, identity.name, listed("/shop"), { path: "/shop" })).toMatchObject({
      canonical: url("/shopping"),
      image: url("/share/shopping.png"),
    });
    for (const path of ["/404", "/service-not-found", "/template-not-found"])
      expect(pageHead(site, identity.name, listed(path), { path }).noIndex, path).toBe(true);
  });

  it("names the page in every language, English standing for any other (x-default)", () => {
    const everyLanguage = LOCALES.map((locale) => listed("/shop", locale));
    const head = pageHead(site, identity.name, listed("/shop", "ta"), { path: "/ta/shop" }, everyLanguage);
    expect(head.locale).toBe("ta");
    expect(head.canonical).toBe(url("/ta/shopping"));
    expect(head.alternates).toEqual([
      { hreflang: "en", href: url("/shopping") },
      { hreflang: "si-LK", href: url("/si/shopping") },
      { hreflang: "ta-LK", href: url("/ta/shopping") },
      { hreflang: "hi-IN", href: url("/hi/shopping") },
      { hreflang: "x-default", href: url("/shopping") },
    ]);
    // A page kept out of search names no alternates.
    expect(pageHead(site, identity.name, listed("/404", "si"), { path: "/si/404" }).alternates).toEqual([]);
  });

  it("slugs share images from the canonical path", () => {
    expect(shareImageSlug("/")).toBe("home");
    expect(shareImageSlug("/services/seo-optimization")).toBe("services-seo-optimization");
    expect(shareImagePath("/templates")).toBe("/share/shopping.png");
  });

  it("names pages from the title without the agency name", () => {
    expect(pageName(`SEO Optimization | ${identity.name}`, identity.name)).toBe("SEO Optimization");
    expect(pageName(`${identity.name} | Web Design Agency`, identity.name)).toBe("Web Design Agency");
  });
});
