// Longer than a screen because it is the artwork's spec: which slots are drawn, determinism, defaults for
// entries without art direction, and every fact drawn from the content.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseDocument } from "yaml";
import { INITIAL_CONTENT_DIR, readInitialContent } from "#src/content/initial-content.test-helpers.ts";
import { readSiteContent, single } from "#src/content/read-content.ts";
import { artworkOf, type SiteContent } from "./artwork.ts";

// Text is outlined (lib/outline.ts textPath draws every line), so the tests record the lines it is given.
const recorder = vi.hoisted(() => ({ lines: undefined as string[] | undefined }));
vi.mock("./lib/outline.ts", async (importOriginal) => {
  const outline = await importOriginal<typeof import("./lib/outline.ts")>();
  return {
    ...outline,
    textPath: (...args: Parameters<typeof outline.textPath>) => {
      recorder.lines?.push(args[0]);
      return outline.textPath(...args);
    },
  };
});

/** Runs `draw` and returns what it drew with every line of text it outlined, in order. */
function withDrawnText<T>(draw: () => T): { result: T; texts: string[] } {
  const texts: string[] = [];
  recorder.lines = texts;
  try {
    return { result: draw(), texts };
  } finally {
    recorder.lines = undefined;
  }
}

/**
 * The drawings of a fixed content, the initial one (tests/fixtures/initial-content): the staff's files may gain
 * photos, entries and words; the build draws those, and check:build checks what it drew.
 */
const content = readInitialContent();
const identity = single(content.identity, "identity");

/** Each drawing's SVG and the lines of text it draws (text is outlined, so the SVG cannot be searched). */
function draw(site: SiteContent): Map<string, { svg: string; texts: string[] }> {
  return new Map(
    artworkOf(site).map((artwork) => {
      const { result, texts } = withDrawnText(() => artwork.svg());
      return [artwork.key, { svg: result, texts }];
    }),
  );
}

const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the content folder to change in a test. */
function contentCopy(): {
  dir: string;
  edit: (file: string, change: (doc: ReturnType<typeof parseDocument>) => void) => void;
  write: (file: string, yaml: string) => void;
} {
  const dir = mkdtempSync(join(tmpdir(), "artwork-content-"));
  temporary.push(dir);
  cpSync(INITIAL_CONTENT_DIR, dir, { recursive: true });
  return {
    dir,
    edit: (file, change) => {
      const doc = parseDocument(readFileSync(join(dir, file), "utf8"));
      change(doc);
      writeFileSync(join(dir, file), String(doc));
    },
    write: (file, yaml) => writeFileSync(join(dir, file), yaml),
  };
}

/** The words a drawing shows, its lines joined by spaces (copy wraps onto several lines). */
const texts = (drawings: ReturnType<typeof draw>, key: string) => {
  const drawing = drawings.get(key);
  if (!drawing) throw new Error(`no drawing ${key}`);
  return drawing.texts.join(" ");
};

describe("the generated artwork", () => {
  const drawings = draw(content);

  it("draws exactly the image slots that have no photo, and nothing no page shows", () => {
    const expected = [
      "heroes/home",
      "heroes/about",
      "heroes/portfolio",
      "people/founder",
      "people/founder-signature",
      ...content.team.map(({ id }) => `team/${id}`),
      ...content.portfolioPieces.map(({ id }) => `portfolio/${id}`),
      ...content.portfolioWebsites.map(({ id }) => `websites/${id}`),
      ...content.services.flatMap(({ id }) =>
        ["hero", "overview", "features"].map((part) => `services/${id}-${part}`),
      ),
      ...content.partners.map(({ id }) => `partners/${id}`),
      ...content.technologies.map(({ id }) => `technologies/${id}`),
    ];
    expect([...drawings.keys()].sort()).toEqual(expected.sort());
  });

  it("leaves out a slot once its entry has a photo", () => {
    const copy = contentCopy();
    const photo = readdirSync(join(copy.dir, "templates")).find((name) => name.endsWith(".jpg"))!;
    const member = content.team[0]!.id;
    const service = content.services[0]!.id;
    const partner = content.partners[0]!.id;
    cpSync(join(copy.dir, "templates", photo), join(copy.dir, "team", "photo.jpg"));
    cpSync(join(copy.dir, "templates", photo), join(copy.dir, "services", "photo.jpg"));
    cpSync(join(copy.dir, "templates", photo), join(copy.dir, "partners", "logo.jpg"));
    copy.edit(`team/${member}.en.yaml`, (doc) => doc.setIn(["portrait", "photo"], "./photo.jpg"));
    copy.edit(`services/${service}.en.yaml`, (doc) => doc.setIn(["images", "hero", "photo"], "./photo.jpg"));
    copy.edit(`partners/${partner}.en.yaml`, (doc) => doc.set("logo", "./logo.jpg"));
    const keys = artworkOf(readSiteContent({ contentDir: copy.dir })).map(({ key }) => key);
    expect(keys).not.toContain(`team/${member}`);
    expect(keys).not.toContain(`services/${service}-hero`);
    expect(keys).toContain(`services/${service}-overview`);
    expect(keys).not.toContain(`partners/${partner}`);
    expect(keys).toHaveLength(drawings.size - 3);
  });

  it("is deterministic: the same content gives byte-identical SVGs", () => {
    const again = draw(readSiteContent({ contentDir: contentCopy().dir }));
    expect(again.size).toBe(drawings.size);
    for (const [key, { svg }] of drawings) expect(again.get(key)?.svg, key).toBe(svg);
  });

  it("draws the services' titles, taglines and features from their files", () => {
    for (const { id, data } of content.services) {
      expect(texts(drawings, `services/${id}-overview`)).toContain(data.title);
      const features = texts(drawings, `services/${id}-features`);
      expect(features).toContain(data.title);
      expect(features).toContain(data.features.join(" "));
    }
  });

  it("draws the names of the partners, the founder and the portfolio's clients from their files", () => {
    for (const { id, data } of content.partners) expect(texts(drawings, `partners/${id}`)).toBe(data.name);
    expect(texts(drawings, "people/founder-signature")).toBe(identity.founder.name);
    const jazz = content.portfolioPieces.find(({ id }) => id === "galle-face-jazz-poster")!;
    expect(texts(drawings, "portfolio/galle-face-jazz-poster")).toContain(jazz.data.client.toUpperCase());
  });

  it("follows changed content: names, offices, figures and the service catalogue", () => {
    const copy = contentCopy();
    const service = content.services.find(({ id }) => id === "web-design-development")!;
    copy.edit("site/identity/identity.en.yaml", (doc) => {
      doc.setIn(["founder", "name"], "Anura Jayasekara");
      doc.setIn(["offices", 0, "city"], "Negombo");
      doc.setIn(["foundedYear"], 2019);
      doc.setIn(["photographyArm"], "Lens House");
    });
    copy.edit(`services/${service.id}.en.yaml`, (doc) => {
      doc.set("title", "Websites That Sell");
      doc.setIn(["features", 0], "Launch in a fortnight");
    });
    copy.edit(`partners/${content.partners[0]!.id}.en.yaml`, (doc) => doc.set("name", "Blue Lotus Traders"));
    const changed = draw(readSiteContent({ contentDir: copy.dir }));

    expect(texts(changed, "people/founder-signature")).toBe("Anura Jayasekara");
    const about = texts(changed, "heroes/about");
    expect(about).toContain("Negombo");
    expect(about).toContain("since 2019");
    expect(about).toContain("AJ");
    expect(about).not.toContain(identity.offices[0]!.city);
    expect(texts(changed, "services/photography-hero")).toContain("LENS HOUSE");
    expect(texts(changed, `services/${service.id}-overview`)).toContain("Websites That Sell");
    expect(texts(changed, `services/${service.id}-features`)).toContain("Launch in a fortnight");
    expect(texts(changed, `partners/${content.partners[0]!.id}`)).toBe("Blue Lotus Traders");
    for (const key of ["heroes/about", "people/founder-signature", "services/photography-hero"])
      expect(changed.get(key)!.svg, key).not.toBe(drawings.get(key)!.svg);
    // A face does not depend on the name: a renamed person keeps their portrait.
    expect(changed.get("people/founder")!.svg).toBe(drawings.get("people/founder")!.svg);
  });

  it("counts the portfolio's pieces and categories in its hero", () => {
    const categories = new Set(content.portfolioPieces.map(({ data }) => data.category)).size;
    const hero = texts(drawings, "heroes/portfolio");
    expect(hero).toContain(`${content.portfolioPieces.length} pieces`);
    expect(hero).toContain(`${categories} categories`);
  });
});

describe("entries without art direction", () => {
  const copy = contentCopy();
  copy.write(
    "portfolio/zz-harbour-fest-poster.en.yaml",
    "order: 999\ntitle: Harbour festival poster\ncategory: Design\nclient: Trinco Harbour Fest, Trincomalee\nimage:\n  alt: A poster\n",
  );
  copy.write(
    "portfolio/zz-spice-trail-post.en.yaml",
    "order: 1000\ntitle: Spice trail launch post\ncategory: Social Media\nclient: Matale Spice Trail\nimage:\n  alt: A post\n",
  );
  copy.write(
    "team/zz-dilan-silva.en.yaml",
    "order: 999\nname: Dilan Silva\nrole: Motion Designer\nbio: Dilan animates.\nportrait:\n  alt: Dilan\n",
  );
  copy.write("partners/zz-ocean-breeze.en.yaml", "order: 999\nname: Ocean Breeze Resorts\n");
  copy.write("technologies/zz-vue.en.yaml", "order: 999\nname: Vue.js\n");
  copy.write("technologies/zz-inhouse.en.yaml", "order: 1000\nname: Kelani CMS\n");
  copy.write(
    "portfolio-websites/zz-surf-school.en.yaml",
    "order: 999\ntitle: Weligama Surf School\ndescription: Lesson booking for a surf school. Tide times and board hire.\nurl: https://weligamasurf.lk\ntechnologies: [Astro, Stripe]\ncategory: Sports\nimage:\n  alt: The surf school's site\n",
  );
  const service = parseDocument(
    readFileSync(join(copy.dir, "services/web-design-development.en.yaml"), "utf8"),
  );
  service.set("title", "Video Production");
  service.set("tagline", "Short films that sell your story.");
  service.set("features", ["Script and storyboard", "Drone footage", "Edited reels for social media"]);
  service.set("packages", [
    { name: "Clip", features: ["One 30-second video"] },
    { name: "Story", features: ["Three videos"] },
  ]);
  service.deleteIn(["listings", "quoteForm"]);
  service.setIn(["listings", "footer"], []);
  copy.write("services/zz-video-production.en.yaml", String(service));
  const drawings = draw(readSiteContent({ contentDir: copy.dir }));

  it("get a default drawing from their own content", () => {
    expect(texts(drawings, "portfolio/zz-harbour-fest-poster")).toContain("Harbour festival poster");
    expect(texts(drawings, "portfolio/zz-spice-trail-post")).toContain("Matale Spice Trail");
    expect(texts(drawings, "partners/zz-ocean-breeze")).toContain("Ocean Breeze Resorts");
    expect(drawings.get("technologies/zz-vue")!.svg).toMatch(/fill="#4FC08D"/);
    expect(texts(drawings, "technologies/zz-inhouse")).toBe("KC");
    expect(texts(drawings, "websites/zz-surf-school")).toContain("Weligama Surf School");
    const scene = texts(drawings, "services/zz-video-production-hero");
    for (const words of ["Video Production", "Clip", "Story", "Script and storyboard"])
      expect(scene).toContain(words);
    expect(texts(drawings, "services/zz-video-production-features")).toContain("Drone footage");
    const portrait = drawings.get("team/zz-dilan-silva")!.svg;
    for (const { id } of content.team) expect(portrait).not.toBe(drawings.get(`team/${id}`)!.svg);
  });

  it("that render as images", async () => {
    const keys = [...drawings.keys()].filter((key) => key.includes("/zz-"));
    expect(keys).toHaveLength(10);
    for (const key of keys) {
      const { width, height } = await sharp(Buffer.from(drawings.get(key)!.svg)).metadata();
      expect(width! * height!, key).toBeGreaterThan(0);
    }
  });
});

describe("facts from site/identity/identity.en.yaml", () => {
  /** Every text value of the identity file with where it is. */
  function leaves(
    value: unknown,
    path: (string | number)[] = [],
  ): { path: (string | number)[]; value: string }[] {
    if (typeof value === "string") return [{ path, value }];
    if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...path, i]));
    if (value && typeof value === "object")
      return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
    return [];
  }
  const raw = parseDocument(
    readFileSync(join(INITIAL_CONTENT_DIR, "site/identity/identity.en.yaml"), "utf8"),
  ).toJS() as object;
  /** Ids, schema.org day names, the launch date and structured data's wording are not shown as copy. */
  const shown = leaves(raw).filter(
    ({ path }) =>
      !["id", "phone", "dayOfWeek", "network", "launchDate", "countryCode", "officeWording"].some((k) =>
        path.includes(k),
      ),
  );
  /** Place names (offices, the phones' countries) also occur in the fictional client copy ("Colombo 03"). */
  const places = ({ path }: { path: (string | number)[] }) =>
    (path[0] === "offices" &&
      ["city", "region", "country", "label", "streetAddress"].includes(String(path[2]))) ||
    (path[1] === "phones" && path[3] === "label");

  /** The value as a whole word or phrase ("Sat" is not in "Saturday"). */
  const asWords = (value: string) =>
    new RegExp(`(?<![\\w])${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w])`);

  it("are never typed into the drawing code", () => {
    const sources = readdirSync(join(import.meta.dirname), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => [file, readFileSync(join(import.meta.dirname, file), "utf8")] as const);
    expect(sources.length).toBeGreaterThan(10);
    const facts = shown.filter((leaf) => !places(leaf) && leaf.value.length >= 4).map((leaf) => leaf.value);
    expect(facts).toContain(identity.contact.phones[0]!.display);
    for (const fact of facts)
      for (const [file, source] of sources)
        expect(asWords(fact).test(source), `${file} types "${fact}"`).toBe(false);
  });

  it("are drawn only from the file: with every value changed, no drawing shows an old one", () => {
    const copy = contentCopy();
    const reversed = (value: string) => [...value].reverse().join("");
    const digits = (value: string) => value.replace(/\d/g, (d) => String((Number(d) + 3) % 10));
    copy.edit("site/identity/identity.en.yaml", (doc) => {
      for (const { path, value } of shown) {
        const key = String(path.at(-1));
        const next = ["display", "whatsappNumber", "postalCode", "opens", "closes"].includes(key)
          ? digits(value)
          : key === "website" || key === "url"
            ? `https://${reversed(new URL(value).host)}`
            : path.includes("emails")
              ? `${reversed(value.split("@")[0]!)}@example.lk`
              : reversed(value);
        doc.setIn(path, next);
      }
      doc.set("foundedYear", 1999);
      doc.set("responseHours", 12);
    });
    const changed = readSiteContent({ contentDir: copy.dir });
    const drawn = [...draw(changed).values()].flatMap((drawing) => drawing.texts).join(" ");
    for (const leaf of shown.filter((item) => !places(item) && item.value.length >= 3))
      expect(asWords(leaf.value).test(drawn), `still draws ${leaf.path.join(".")} "${leaf.value}"`).toBe(
        false,
      );
    // What the drawings do show of the identity follows the change.
    const changedIdentity = single(changed.identity, "identity");
    expect(drawn).toContain(changedIdentity.founder.name);
    expect(drawn).toContain(changedIdentity.offices[0]!.city);
    expect(drawn).toContain(changedIdentity.photographyArm.toUpperCase());
    expect(drawn).toContain("since 1999");
  });
});
