/**
 * Checks JSON-LD against the schema.org types the site uses: every `@type` is a known type, every property
 * belongs to that type (own or inherited), and what search engines need is there and well formed.
 * Used by the unit tests (src/lib/build/structured-data.test.ts) and the end-to-end test (tests/e2e/discovery.spec.ts).
 */

const THING = ["name", "description", "url", "image", "sameAs", "identifier", "alternateName"];
const ORGANIZATION = [
  ...THING,
  "legalName",
  "logo",
  "foundingDate",
  "email",
  "telephone",
  "contactPoint",
  "address",
  "parentOrganization",
  "areaServed",
  "founder",
];
const LOCAL_BUSINESS = [
  ...ORGANIZATION,
  "openingHoursSpecification",
  "openingHours",
  "geo",
  "priceRange",
  "hasMap",
];

/** A CreativeWork's properties (own and inherited), which an Article shares. */
const CREATIVE_WORK = [
  ...THING,
  "headline",
  "author",
  "creator",
  "publisher",
  "about",
  "mentions",
  "keywords",
  "inLanguage",
  "datePublished",
  "dateModified",
  "timeRequired",
  "mainEntityOfPage",
];

/** schema.org properties (own and inherited) of each type the site writes. */
const schemaOrgProperties: Record<string, readonly string[]> = {
  Organization: ORGANIZATION,
  LocalBusiness: LOCAL_BUSINESS,
  ProfessionalService: LOCAL_BUSINESS,
  WebSite: [...THING, "inLanguage", "publisher", "potentialAction", "copyrightHolder"],
  Service: [
    ...THING,
    "serviceType",
    "provider",
    "areaServed",
    "offers",
    "brand",
    "category",
    "hasOfferCatalog",
  ],
  BreadcrumbList: [...THING, "itemListElement", "numberOfItems"],
  ListItem: [...THING, "position", "item"],
  ImageObject: [...THING, "contentUrl", "width", "height", "caption"],
  ContactPoint: [
    ...THING,
    "contactType",
    "telephone",
    "email",
    "areaServed",
    "availableLanguage",
    "hoursAvailable",
  ],
  PostalAddress: [
    ...THING,
    "streetAddress",
    "addressLocality",
    "addressRegion",
    "postalCode",
    "addressCountry",
  ],
  OpeningHoursSpecification: [...THING, "dayOfWeek", "opens", "closes", "validFrom", "validThrough"],
  Offer: [
    ...THING,
    "availability",
    "seller",
    "price",
    "priceCurrency",
    "priceSpecification",
    "itemOffered",
    "category",
  ],
  Country: THING,
  // The case studies' and the journal's articles (src/lib/build/case-studies.ts, src/lib/build/insights.ts).
  CreativeWork: CREATIVE_WORK,
  Article: [...CREATIVE_WORK, "articleBody", "wordCount"],
  Person: [...THING, "jobTitle", "worksFor"],
  GeoCoordinates: [...THING, "latitude", "longitude"],
};

/** Types allowed at the top of a JSON-LD block. */
const topLevelTypes = [
  "Organization",
  "LocalBusiness",
  "ProfessionalService",
  "WebSite",
  "Service",
  "BreadcrumbList",
  "Article",
];

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PHONE = /^\+\d[\d ]{6,}$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const isAbsoluteUrl = (value: unknown) => typeof value === "string" && /^https?:\/\/[^/\s]+/.test(value);
const typesOf = (node: Json) => list(node["@type"]).map(String);

/** Problems with one JSON-LD block (empty when valid). */
export function jsonLdProblems(block: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(block)) return ["the block is not a JSON object"];
  if (block["@context"] !== "https://schema.org") problems.push(`@context is ${String(block["@context"])}`);
  const nodes = Array.isArray(block["@graph"]) ? block["@graph"] : [block];
  for (const node of nodes) {
    if (!isObject(node)) {
      problems.push("a graph node is not an object");
      continue;
    }
    const types = typesOf(node);
    if (!types.some((type) => topLevelTypes.includes(type)))
      problems.push(`top-level @type ${types.join(",")}`);
    walk(node, types.join(","), problems, true);
  }
  return problems;
}

function walk(node: Json, where: string, problems: string[], topLevel = false) {
  const types = typesOf(node);
  if (types.length === 0) {
    // A bare reference to a node described elsewhere.
    if (!("@id" in node) || Object.keys(node).some((key) => key !== "@id"))
      problems.push(`${where}: object without @type`);
    return;
  }
  for (const type of types) {
    const allowed = schemaOrgProperties[type];
    if (!allowed) {
      problems.push(`${where}: unknown @type ${type}`);
      continue;
    }
    for (const key of Object.keys(node)) {
      if (!key.startsWith("@") && !allowed.includes(key))
        problems.push(`${where}: ${type} has no property ${key}`);
    }
    // A nested Organization (a provider, a seller) may be a short reference; full rules apply at the top.
    if (topLevel || !topLevelTypes.includes(type))
      problems.push(...typeRules(type, node).map((problem) => `${where}: ${problem}`));
  }
  for (const [key, value] of Object.entries(node)) {
    if (["url", "item", "logo", "image", "sameAs"].includes(key)) {
      for (const v of list(value)) {
        if (typeof v === "string" && !isAbsoluteUrl(v))
          problems.push(`${where}.${key}: ${v} is not an absolute URL`);
      }
    }
    for (const child of list(value)) if (isObject(child)) walk(child, `${where}.${key}`, problems);
  }
}

function typeRules(type: string, node: Json): string[] {
  const problems: string[] = [];
  const need = (...keys: string[]) => {
    for (const key of keys)
      if (node[key] === undefined || node[key] === "") problems.push(`${type} lacks ${key}`);
  };
  switch (type) {
    case "Organization":
      need("name", "url", "logo", "sameAs", "contactPoint");
      if (!isAbsoluteUrl(node.url)) problems.push("Organization url is not absolute");
      if (!isAbsoluteUrl(isObject(node.logo) ? node.logo.url : node.logo))
        problems.push("logo has no absolute url");
      break;
    case "LocalBusiness":
    case "ProfessionalService": {
      need("name", "address", "telephone", "openingHoursSpecification");
      const address = node.address;
      if (!isObject(address) || !/^[A-Z]{2}$/.test(String(address.addressCountry)))
        problems.push("address lacks a two-letter addressCountry");
      if (isObject(address) && (!address.streetAddress || !address.addressLocality))
        problems.push("address lacks streetAddress or addressLocality");
      if (!PHONE.test(String(node.telephone))) problems.push(`telephone ${String(node.telephone)}`);
      if (list(node.openingHoursSpecification).length === 0) problems.push("no openingHoursSpecification");
      break;
    }
    case "OpeningHoursSpecification": {
      need("dayOfWeek", "opens", "closes");
      const days = list(node.dayOfWeek).map((day) => String(day).replace("https://schema.org/", ""));
      if (days.length === 0 || days.some((day) => !DAYS.includes(day)))
        problems.push(`dayOfWeek ${days.join(",")}`);
      const { opens, closes } = node;
      if (!TIME.test(String(opens)) || !TIME.test(String(closes))) problems.push(`times ${opens}–${closes}`);
      else if (String(opens) >= String(closes))
        problems.push(`opens ${opens} is not before closes ${closes}`);
      break;
    }
    case "ContactPoint":
      need("contactType");
      if (node.telephone === undefined && node.email === undefined)
        problems.push("ContactPoint has no telephone or email");
      if (node.telephone !== undefined && !PHONE.test(String(node.telephone)))
        problems.push(`telephone ${String(node.telephone)}`);
      break;
    case "WebSite":
      need("name", "url");
      break;
    case "Service":
      need("name", "description", "provider", "areaServed", "offers");
      break;
    case "Offer":
      // Prices are never published: every package is "Contact for Pricing".
      if (node.price !== undefined || node.priceSpecification !== undefined)
        problems.push("Offer carries a price");
      break;
    case "BreadcrumbList": {
      const items = list(node.itemListElement);
      if (items.length < 2) problems.push("BreadcrumbList has fewer than 2 items");
      items.forEach((item, index) => {
        if (!isObject(item) || item.position !== index + 1)
          problems.push(`item ${index} is not at position ${index + 1}`);
        else if (!item.name || !isAbsoluteUrl(item.item))
          problems.push(`item ${index + 1} lacks a name or absolute item`);
      });
      break;
    }
  }
  return problems;
}
