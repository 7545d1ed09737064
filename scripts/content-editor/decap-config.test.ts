// Longer than a screen because it is the spec of the whole editor configuration: collections, languages,
// every kind of field, and the backends.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { collectionSources } from "#src/content/collections.ts";
import { CONTENT_DIR, readContent } from "#src/content/read-content.ts";
import type { DecapCollection } from "./collections.ts";
import { decapConfig } from "./decap-config.ts";
import { accepts, at, messageOf } from "./decap-fields.test-helpers.ts";
import type { DecapField } from "./fields/field.ts";
import { FORMATS, markdownFormat } from "./formats.ts";
import { editorBackend } from "./settings.ts";

const backend = { proxyUrl: "http://localhost:8081/api/v1", branch: "main" };
const site = decapConfig({ backend });

const folders = site.config.collections.filter((collection) => "folder" in collection);
const fieldsOf = (name: string) =>
  (folders.find((collection) => collection.name === name)?.fields ?? []) as DecapField[];
const collectionOf = (config: { collections: DecapCollection[] }, name: string) =>
  config.collections.find((collection) => collection.name === name)!;

describe("the editor's configuration, from the collection registry and the schemas", () => {
  it("has every collection of the registry as a folder collection with its languages: single files as one entry each", () => {
    // Decap's i18n on a file collection takes only the languages in one file (single_file); every entry here
    // has a file per language, so every collection is a folder collection (a single file: a folder of its own).
    expect(site.config.collections.filter((collection) => "files" in collection)).toEqual([]);
    expect(folders.map((collection) => collection.name).sort()).toEqual(
      Object.keys(collectionSources).sort(),
    );
    for (const [name, { folder, pattern }] of Object.entries(collectionSources)) {
      const markdown = pattern.endsWith(".md");
      const many = pattern.includes("*");
      expect(collectionOf(site.config, name), name).toMatchObject({
        folder: `src/content/${folder}`,
        extension: markdown ? "md" : "yaml",
        format: markdown ? FORMATS.markdown : FORMATS.yaml,
        i18n: true,
        create: many,
        delete: many,
        slug: "{{slug}}",
        media_folder: "",
        public_folder: "",
      });
      // A single file's folder holds its languages only (`pages/home/home.en.yaml`, `home.si.yaml`…).
      if (!many) expect(folder.split("/").at(-1), name).toBe(pattern.replace(/\.en\.yaml$/, ""));
    }
    // A group's single files sit together in the sidebar, named after the group.
    const labels = site.config.collections.map((collection) => collection.label);
    const site_ = labels.filter((label) => label.startsWith("Site settings: "));
    expect(site_).toEqual(expect.arrayContaining(["Site settings: Identity", "Site settings: Layout"]));
    const first = labels.indexOf(site_[0]!);
    expect(labels.slice(first, first + site_.length)).toEqual(site_);
    expect(collectionOf(site.config, "homePage")).toMatchObject({
      label: "Page copy: Home",
      summary: "Page copy: Home",
      sortable_fields: [],
    });
    expect(site.unsupported).toEqual([]);
  });

  it("edits the four languages side by side: copy per language, every other value in English only", () => {
    expect(site.config.i18n).toEqual({
      structure: "multiple_files",
      locales: ["en", "si", "ta", "hi"],
      default_locale: "en",
    });
    const services = fieldsOf("services");
    expect(at(services, "title").i18n).toBe(true);
    expect(at(services, "seo.description").i18n).toBe(true);
    expect(at(services, "seo").i18n).toBe(true);
    expect(at(services, "order").i18n).toBe("none");
    expect(at(services, "images.hero.photo").i18n).toBe("none");
    expect(at(services, "images.hero.alt").i18n).toBe(true);
    // A site path leads to each language's own page by itself: edited once, in English.
    expect(at(fieldsOf("team"), "order").i18n).toBe("none");
    // So are the single files: the home page's copy, the site's layout.
    expect(at(fieldsOf("homePage"), "hero.title").i18n).toBe(true);
    expect(at(fieldsOf("homePage"), "hero.primary.to").i18n).toBe("none");
    expect(at(fieldsOf("layout"), "topBar.cta.to").i18n).toBe("none");
    expect(at(fieldsOf("identity"), "contact.whatsappNumber").i18n).toBe("none");
    // Every entry carries the flag the staff tick once a native speaker has read its translation.
    expect(folders.length).toBe(Object.keys(collectionSources).length);
    for (const collection of folders)
      expect((collection.fields as DecapField[]).at(-1)).toMatchObject({
        name: "reviewed",
        widget: "boolean",
        i18n: true,
      });
  });

  it("makes a field the schema requires required, and an optional or defaulted one not", () => {
    expect(at(fieldsOf("services"), "title")).toMatchObject({ widget: "string", required: true });
    expect(at(fieldsOf("services"), "packagesNote").required).toBe(false);
    expect(at(fieldsOf("services"), "listings.footer")).toMatchObject({
      widget: "list",
      required: false,
      default: [],
    });
    expect(at(fieldsOf("services"), "packages")).toMatchObject({ widget: "list", required: true, min: 1 });
    // Inside an optional object nothing can be required (the build checks it is complete or absent).
    const quoteForm = at(fieldsOf("services"), "listings.quoteForm");
    expect(quoteForm.required).toBe(false);
    expect((quoteForm.fields as DecapField[]).every((field) => field.required === false)).toBe(true);
  });

  it("gives an image field the image widget, its photo beside the entry", () => {
    expect(at(fieldsOf("services"), "images.hero.photo")).toMatchObject({ widget: "image", required: false });
    expect(at(fieldsOf("services"), "images.hero.alt")).toMatchObject({ required: true });
    expect(at(fieldsOf("identity"), "founder.portrait.photo").widget).toBe("image");
  });

  it("turns the schema's checks into one pattern per text, with the schema's own messages", () => {
    const whatsapp = at(fieldsOf("identity"), "contact.whatsappNumber");
    expect(messageOf(whatsapp)).toContain("digits only, with the country code");
    expect(accepts(whatsapp, "94771234567")).toBe(true);
    expect(accepts(whatsapp, "+94 77 123 4567")).toBe(false);

    // Search titles are measured as the page shows them: {siteName} counts as its 8 letters, not 10 characters.
    const title = at(fieldsOf("contactPage"), "seo.title");
    expect(accepts(title, "x".repeat(60))).toBe(true);
    expect(accepts(title, "x".repeat(61))).toBe(false);
    expect(accepts(title, `${"x".repeat(50)} {siteName}`)).toBe(true);
    expect(accepts(title, "Too short")).toBe(false);
    expect(title.hint).toMatch(/search results.*10–60 characters/);

    // Words in braces: only known ones, and the ones a message needs must be there.
    const servicePackage = at(fieldsOf("enquiries"), "servicePackage");
    expect(accepts(servicePackage, "Hi {siteName}, I'd like {package} of {service}.")).toBe(true);
    expect(accepts(servicePackage, "Hi {siteName}, I'd like {package}.")).toBe(false);
    expect(accepts(servicePackage, "Hi {sitename}, I'd like {package} of {service}.")).toBe(false);
    expect(messageOf(servicePackage)).toContain("must contain {package} and {service}");

    const path = at(fieldsOf("layout"), "topBar.cta.to");
    expect(accepts(path, "/services")).toBe(true);
    expect(accepts(path, "services")).toBe(false);
    expect(at(fieldsOf("identity"), "contact.emails.info").pattern).toBeDefined();
    expect(accepts(at(fieldsOf("identity"), "contact.website"), "http://example.com")).toBe(false);
  });

  it("turns schema descriptions into hints", () => {
    expect(at(fieldsOf("services"), "order").hint).toMatch(/lower numbers come first/);
    expect(at(fieldsOf("services"), "images.hero.photo").hint).toMatch(/JPEG, PNG, WebP or AVIF/);
  });

  it("accepts every value the content has today (the editor never refuses what the build accepts)", () => {
    const problems: string[] = [];
    const check = (fields: readonly DecapField[], data: Record<string, unknown>, where: string) => {
      for (const field of fields) {
        const value = data[field.name];
        const path = `${where}.${field.name}`;
        if (value === undefined) {
          if (field.required && field.widget !== "markdown") problems.push(`${path}: required but absent`);
          continue;
        }
        if (field.pattern && typeof value === "string" && !accepts(field, value))
          problems.push(`${path}: ${value}`);
        if (field.widget === "object")
          check(field.fields as DecapField[], value as Record<string, unknown>, path);
        if (field.widget === "list" && Array.isArray(value)) {
          if (typeof field.min === "number" && value.length < field.min) problems.push(`${path}: too few`);
          for (const [index, item] of value.entries()) {
            const where = `${path}[${index}]`;
            if (field.fields) check(field.fields as DecapField[], item as Record<string, unknown>, where);
            else check([field.field as DecapField], { [(field.field as DecapField).name]: item }, where);
          }
        }
      }
    };
    const content = readContent();
    const generated = decapConfig({
      backend,
      samples: Object.fromEntries(
        Object.entries(content).map(([name, entries]) => [name, entries.map((e) => e.data)]),
      ),
    });
    for (const [name, entries] of Object.entries(content))
      for (const entry of entries) {
        const source = readFileSync(join(CONTENT_DIR, "..", "..", entry.file), "utf8");
        const raw = entry.file.endsWith(".md") ? markdownFormat.fromFile(source) : parse(source);
        const fields = collectionOf(generated.config, name).fields as DecapField[];
        check(fields, raw, entry.file);
      }
    expect(problems).toEqual([]);
  });

  it("saves where the backend says, the site-wide settings after it", () => {
    expect(Object.keys(site.config)).toEqual([
      "backend",
      "local_backend",
      "publish_mode",
      "media_folder",
      "public_folder",
      "slug",
      "i18n",
      "editor",
      "collections",
    ]);
    expect(site.config).toMatchObject({ backend: { name: "proxy" }, publish_mode: "simple" });
    const github = decapConfig({
      backend: editorBackend({ CMS_GITHUB_REPO: "serendib/site" }, "https://site.example"),
      siteUrl: "https://site.example",
    }).config;
    expect(github).toMatchObject({
      backend: { name: "github", repo: "serendib/site", base_url: "https://site.example" },
      publish_mode: "editorial_workflow",
      site_url: "https://site.example",
      display_url: "https://site.example",
    });
  });
});
