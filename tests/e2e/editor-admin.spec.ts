// Longer than a screen because it is one editor session on a copy built once: each change is checked
// everywhere it must reach (see below).
/**
 * Staff keep the site current, end to end. In the browser editor (/admin, Decap CMS, with its local backend:
 * decap-server in git mode saving into a throwaway copy of the repository, never this checkout) a staff member
 * changes a service's tagline and adds a portfolio piece with a photo; by hand, in the same copy, a new service
 * file and a new phone number. The copy is built once, and each change is checked everywhere it must reach:
 * every page, the sitemap, the structured data and the assistant's knowledge. And a single file's translation:
 * the home page's copy opens with the English and the Sinhala side by side; a Sinhala text is edited and the
 * translation marked reviewed, and the save lands in the Sinhala file only.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { parse } from "yaml";
import { parseAssistantKnowledge } from "#contracts/assistant-knowledge.ts";
import { TRANSLATED_LOCALES } from "#contracts/locales.ts";
import { createSiteAssistant } from "#server/chat/site-assistant.ts";
import { readContent } from "#src/content/read-content.ts";
import type { TranslationStatus } from "#src/content/translation-files.ts";
import {
  buildWorkspace,
  copyRepository,
  proxyPortOf,
  ROOT,
  startProxy,
  type Workspace,
} from "./editor/workspace.ts";
import { dismissSplash, expect, test } from "./fixtures.ts";
import { content, identity, services } from "./site-content.ts";

test.describe.configure({ mode: "serial" });
test.use({ actionTimeout: 20_000 });

/**
 * A group of the form (an object or a list) by its path ("images.hero"): Decap gives each control the id
 * `<name>-field-<n>`. Text boxes inside are found by their labels.
 */
const group = (scope: Page | Locator, path: string) =>
  path
    .split(".")
    .reduce<Page | Locator>(
      (within, name) => within.locator(`[id^="${name}-field-"]`).first(),
      scope,
    ) as Locator;
const textbox = (scope: Page | Locator, label: string) =>
  scope.getByRole("textbox", { name: label, exact: true }).first();

/** Serves a built folder at http://built.test as the static host would (`/contact` → contact.html). */
async function serveBuild(page: Page, clientDir: string) {
  const types: Record<string, string> = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".css": "text/css",
    ".avif": "image/avif",
    ".webp": "image/webp",
    ".jpg": "image/jpeg",
    ".svg": "image/svg+xml",
    ".woff2": "font/woff2",
  };
  await page.route("http://built.test/**", async (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname);
    const file = path === "/" ? "index.html" : extname(path) ? path.slice(1) : `${path.slice(1)}.html`;
    try {
      const body = await readFile(join(clientDir, file));
      await route.fulfill({
        body,
        contentType: types[extname(file)] ?? "application/octet-stream",
      });
    } catch {
      await route.fulfill({ status: 404, body: "Not found" });
    }
  });
}

test("the editor's code and its looser policy are on /admin only", async ({ page, request }) => {
  const manifest = JSON.parse(readFileSync(join(ROOT, "dist-e2e", "site-manifest.json"), "utf8")) as {
    pages: Record<string, { file: string; policy?: string }>;
  };
  const others = Object.entries(manifest.pages).filter(([path]) => path !== "/admin");
  expect(manifest.pages["/admin"]?.policy).toBe("editor");
  for (const [path, { file, policy }] of others) {
    expect(policy, path).toBeUndefined();
    expect(readFileSync(join(ROOT, "dist-e2e", "client", file), "utf8"), path).not.toMatch(
      /decap-cms|\/admin\//,
    );
  }

  const admin = (await request.get("/admin")).headers()["content-security-policy"]!;
  expect(admin).toContain("script-src 'self' 'unsafe-eval'");
  const contact = (await request.get("/contact")).headers()["content-security-policy"]!;
  expect(contact).not.toContain("unsafe-eval");
  expect(contact).toContain("require-trusted-types-for 'script'");

  const loaded: string[] = [];
  page.on("request", (sent) => loaded.push(new URL(sent.url()).pathname));
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  expect(loaded.filter((path) => /decap-cms|^\/admin/.test(path))).toEqual([]);
});

test("a single file's translation in /admin: the home page's Sinhala beside its English, edited, marked reviewed and saved in its own file", async ({
  page,
  consoleProblems,
}) => {
  test.setTimeout(120_000);
  const englishFile = "src/content/pages/home/home.en.yaml";
  const sinhalaFile = "src/content/pages/home/home.si.yaml";
  type HomeCopy = { reviewed?: boolean; hero: { highlight: string } };
  const workspace: Workspace = copyRepository();
  const proxy = await startProxy(workspace, proxyPortOf("dist-e2e"));
  const englishSource = workspace.read(englishFile);
  const english = parse(englishSource) as HomeCopy;
  const sinhala = parse(workspace.read(sinhalaFile)) as HomeCopy;
  const tamil = parse(workspace.read(sinhalaFile.replace(".si.", ".ta."))) as HomeCopy;
  const highlight = `ඔබට ගනුදෙනුකරුවන් ගෙනෙන වෙබ් අඩවි ${Date.now()}`;
  // The editor's two panes (Decap's split pane): the English on the left, a translation on the right.
  const left = page.locator(".Pane1");
  const right = page.locator(".Pane2");
  const reviewed = right.getByRole("switch", { name: /^Translation reviewed/ });
  try {
    const head = workspace.git("rev-parse", "HEAD");
    expect(sinhala.reviewed, "the developers' first translation is not reviewed yet").toBe(false);

    await test.step("open the home page's copy: the English and the Sinhala side by side", async () => {
      await page.goto("/admin");
      await page.getByRole("button", { name: "Login" }).click();
      await page.getByRole("link", { name: "Page copy: Home", exact: true }).first().click();
      // A collection of one entry: nothing to add, the entry to open.
      await expect(page.getByRole("link", { name: /^New / })).toHaveCount(0);
      await page.locator('a[href$="/collections/homePage/entries/home"]').click();
      // Decap reads the entry and its three translations through its git proxy: on a loaded machine that
      // takes longer than the suite's usual wait.
      await expect(left.getByRole("button", { name: "Writing in EN" })).toBeVisible({ timeout: 20_000 });
      await expect(right.getByRole("button", { name: "Writing in SI" })).toBeVisible();
      await expect(textbox(group(left, "hero"), "Highlight")).toHaveValue(english.hero.highlight);
      await expect(textbox(group(right, "hero"), "Highlight")).toHaveValue(sinhala.hero.highlight);
      // Values that are not words (a button's page) are edited once, in English.
      await expect(
        group(left, "hero.primary").getByRole("textbox", { name: "To", exact: true }),
      ).toBeVisible();
      await expect(
        group(right, "hero.primary").getByRole("textbox", { name: "To", exact: true }),
      ).toHaveCount(0);
      await expect(reviewed).toHaveAttribute("aria-checked", "false");
    });

    await test.step("edit a Sinhala text, tick Translation reviewed, publish", async () => {
      await textbox(group(right, "hero"), "Highlight").fill(highlight);
      await reviewed.click();
      await expect(reviewed).toHaveAttribute("aria-checked", "true");
      await expect(textbox(group(left, "hero"), "Highlight")).toHaveValue(english.hero.highlight);
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByRole("menuitem", { name: "Publish now" }).click();
      await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 15_000 });
    });

    await test.step("the other languages: Tamil in the right pane", async () => {
      await right.getByRole("button", { name: "Writing in SI" }).click();
      await page.getByRole("menuitem", { name: "ta", exact: true }).click();
      await expect(right.getByRole("button", { name: "Writing in TA" })).toBeVisible();
      await expect(textbox(group(right, "hero"), "Highlight")).toHaveValue(tamil.hero.highlight);
    });
    expect(consoleProblems.filter((problem) => /Content Security Policy|Refused to/i.test(problem))).toEqual(
      [],
    );

    await test.step("the save is one commit changing the Sinhala file only, and the site reads it", async () => {
      await expect
        .poll(() => (parse(workspace.read(sinhalaFile)) as HomeCopy).hero.highlight, { timeout: 20_000 })
        .toBe(highlight);
      const saved = parse(workspace.read(sinhalaFile)) as HomeCopy;
      expect(saved.reviewed).toBe(true);
      // Two lines changed (the text and the flag); the file's layout stays, the English is untouched.
      expect(workspace.git("diff", "--numstat", head, "--", sinhalaFile)).toMatch(/^2\t2\t/);
      expect(workspace.read(englishFile)).toBe(englishSource);
      await expect.poll(() => workspace.git("status", "--porcelain")).toBe("");
      const commits = workspace
        .git("log", "--name-only", "--format=%x00%s", `${head}..HEAD`)
        .split("\0")
        .filter(Boolean)
        .map((commit) => commit.trim().split("\n").filter(Boolean));
      expect(commits).toEqual([
        [expect.stringMatching(/^Content: update .*“home” \(browser editor\)$/), sinhalaFile],
      ]);
      // The same reader as the build: the Sinhala home page shows the new words, its translation reviewed.
      const statuses: TranslationStatus[] = [];
      const read = readContent({
        contentDir: join(workspace.dir, "src", "content"),
        only: ["homePage"],
        locale: "si",
        onTranslation: (status) => statuses.push(status),
      });
      expect(read.homePage[0]!.data.hero.highlight).toBe(highlight);
      expect(statuses).toEqual([expect.objectContaining({ locale: "si", exists: true, reviewed: true })]);
    });
  } finally {
    await test.info().attach("decap-server log", { body: proxy.log(), contentType: "text/plain" });
    await proxy.stop();
    workspace.remove();
  }
});

test("staff changes reach the whole site: a tagline and a portfolio photo in /admin, a new service and a new phone by hand", async ({
  page,
  consoleProblems,
}) => {
  test.setTimeout(720_000);
  const edited = services[0]!;
  const tagline = `Edited in the browser at ${Date.now()}: ${edited.data.title} done properly.`;
  const piece = {
    id: "galle-fort-walks-poster",
    title: "Galle Fort walks poster",
    category: content.portfolioPieces[0]!.data.category,
    client: "Galle Fort Walking Tours, Galle",
    alt: "A photo of a walking-tour poster on a Galle Fort wall at sunset",
    photoFile: "galle-fort-poster.jpg",
  };
  const service = { id: "drone-photography", title: "Drone Photography" };
  const oldPhone = identity.contact.phones[0]!.display;
  const newPhone = "+94 71 555 0199";
  const newWhatsapp = "94715550199";
  const photo = join(tmpdir(), piece.photoFile);
  writeFileSync(
    photo,
    await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: { r: 201, g: 122, b: 43 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer(),
  );

  const workspace: Workspace = copyRepository();
  const proxy = await startProxy(workspace, proxyPortOf("dist-e2e"));
  try {
    const head = workspace.git("rev-parse", "HEAD");

    await test.step("log in with the local backend", async () => {
      await page.goto("/admin");
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page.getByRole("link", { name: "Services", exact: true })).toBeVisible();
    });

    await test.step("in the editor: change a service's tagline and publish", async () => {
      await page.getByRole("link", { name: "Services", exact: true }).click();
      await page.getByRole("link", { name: edited.data.title, exact: true }).click();
      await textbox(page, "Tagline").fill(tagline);
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByRole("menuitem", { name: "Publish now" }).click();
      await expect(page.getByText("Entry saved")).toBeVisible({
        timeout: 15_000,
      });
      // The next save's notice must be its own.
      await expect(page.getByText("Entry saved")).toBeHidden({
        timeout: 20_000,
      });
    });

    await test.step("in the editor: add a portfolio piece with a photo and publish", async () => {
      await page.goto("/admin#/collections/portfolioPieces/new");
      // Decap may reset a new entry's form while the collection is still loading: wait for the backend to go
      // quiet, then fill and check that every value took (filling again what a late reset cleared).
      // With the four languages side by side, a field with words shows in each language's pane: the first is
      // the English one.
      const field = (label: string) => page.getByLabel(label, { exact: true }).first();
      await expect(field("Client")).toBeVisible();
      await page.waitForLoadState("networkidle");
      const fields: Array<[string, string]> = [
        ["Order", "5"],
        ["Title", piece.title],
        ["Category", piece.category],
        ["Client", piece.client],
      ];
      const fillAll = async () => {
        for (const [label, value] of fields)
          if ((await field(label).inputValue()) !== value) await field(label).fill(value);
        for (const [label, value] of fields) await expect(field(label)).toHaveValue(value, { timeout: 1000 });
      };
      await expect(fillAll).toPass();
      const image = group(page, "image");
      await image.getByRole("button", { name: "Choose an image" }).click();
      await page.locator('input[type="file"]').setInputFiles(photo);
      await page.getByRole("button", { name: "Choose selected" }).click();
      await expect(image.getByRole("img")).toBeVisible();
      await textbox(image, "Alt").fill(piece.alt);
      await expect(fillAll).toPass();
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByRole("menuitem", { name: "Publish now" }).click();
      await expect(page.getByText("Entry saved")).toBeVisible({
        timeout: 15_000,
      });
    });
    expect(consoleProblems.filter((problem) => /Content Security Policy|Refused to/i.test(problem))).toEqual(
      [],
    );

    await test.step("the editor changed the files on disk, each save a commit", async () => {
      await expect.poll(() => workspace.read(edited.file), { timeout: 20_000 }).toContain(tagline);
      // Only the tagline's line changed: the file's comments and layout stay.
      expect(workspace.git("diff", "--numstat", head, "--", edited.file)).toMatch(/^1\t1\t/);
      const pieceFile = `src/content/portfolio/${piece.id}.en.yaml`;
      await expect.poll(() => workspace.exists(pieceFile), { timeout: 20_000 }).toBe(true);
      const data = parse(workspace.read(pieceFile)) as {
        image: { photo: string };
      };
      const photoPath = `src/content/portfolio/${data.image.photo}`;
      expect(readFileSync(join(workspace.dir, photoPath))).toEqual(readFileSync(photo));
      await expect.poll(() => workspace.git("status", "--porcelain")).toBe("");
      const commits = workspace
        .git("log", "--reverse", "--name-only", "--format=%x00%s", `${head}..HEAD`)
        .split("\0")
        .filter(Boolean)
        .map((commit) => commit.trim().split("\n").filter(Boolean));
      // With the languages side by side, the new piece gets a file per language beside its English one; what
      // is in them is not a translation (none was written), so its pages show the English.
      const translations = TRANSLATED_LOCALES.map((locale) => pieceFile.replace(".en.", `.${locale}.`));
      expect(commits.map((commit) => commit.slice(1).sort())).toEqual([
        [edited.file],
        [photoPath, pieceFile, ...translations].sort(),
      ]);
      for (const file of translations) expect(workspace.read(file), file).not.toContain(piece.title);
      // The same schemas as the build: the new file passes them, its photo found beside it.
      const read = readContent({
        contentDir: join(workspace.dir, "src", "content"),
        only: ["portfolioPieces"],
      });
      expect(read.portfolioPieces.find((entry) => entry.id === piece.id)?.data).toMatchObject({
        title: piece.title,
        image: { alt: piece.alt, photo: join(workspace.dir, photoPath) },
      });
    });

    await test.step("by hand: one new service file, and the phone number changed in one place", async () => {
      workspace.write(
        `src/content/services/${service.id}.en.yaml`,
        [
          "order: 95",
          `title: ${service.title}`,
          "tagline: Aerial photos and video of your venue, site or event.",
          "seo:",
          "  description: Licensed drone pilots for aerial photos and video of hotels, construction sites and events across Sri Lanka.",
          "overview:",
          "  - We plan the flight, get the permits and deliver edited photos within a week.",
          "features:",
          "  - 4K aerial video",
          "images:",
          "  hero: { alt: A drone above a hotel pool }",
          "  overview: { alt: An aerial photo of a tea estate }",
          "  features: { alt: What a drone shoot includes }",
          "packages:",
          "  - name: Half day",
          "    features: [Up to 4 hours of flying]",
          "listings:",
          `  footer: [${service.title}]`,
          "  contactForm: true",
          "",
        ].join("\n"),
      );
      const identityFile = "src/content/site/identity/identity.en.yaml";
      const before = workspace.read(identityFile);
      workspace.write(
        identityFile,
        before.replace(oldPhone, newPhone).replace(identity.contact.whatsappNumber, newWhatsapp),
      );
      expect(workspace.git("diff", "--numstat", "--", identityFile)).toMatch(/^2\t2\t/);
    });

    const clientDir = await test.step("build the copy once", async () => buildWorkspace(workspace));
    const built = join(clientDir, "..");
    const manifest = JSON.parse(readFileSync(join(built, "site-manifest.json"), "utf8")) as {
      pages: Record<string, { file: string; policy?: string }>;
    };
    const sitePages = Object.entries(manifest.pages).filter(
      ([path, entry]) => !path.endsWith(".html") && entry.policy !== "editor",
    );
    const html = (path: string) => readFileSync(join(clientDir, manifest.pages[path]!.file), "utf8");
    const jsonLd = (path: string) =>
      [...html(path).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        ([, body]) => JSON.parse(body!) as Record<string, unknown>,
      );
    const knowledgeFile = join(built, "assistant-knowledge.json");
    const knowledge = parseAssistantKnowledge(JSON.parse(readFileSync(knowledgeFile, "utf8")), knowledgeFile);
    const assistant = createSiteAssistant(knowledge.locales.en);
    const sitemap = readFileSync(join(clientDir, "sitemap-0.xml"), "utf8");
    await serveBuild(page, clientDir);

    await test.step("the tagline: on its service's page", async () => {
      await page.goto(`http://built.test/services/${edited.id}`);
      await expect(page.getByText(tagline)).toBeVisible();
    });

    await test.step("the portfolio photo: in the gallery, through the image pipeline, its alt text in the viewer", async () => {
      await page.goto("http://built.test/portfolio");
      await dismissSplash(page);
      const tile = page.getByRole("button", {
        name: new RegExp(`^${piece.title}`),
      });
      const thumbnail = tile.locator("img");
      await expect(thumbnail).toBeVisible();
      await expect
        .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const stem = piece.photoFile.replace(/\.jpg$/, "");
      await expect(thumbnail).toHaveAttribute("src", new RegExp(`^/_astro/${stem}\\.[\\w-]+_[\\w-]+\\.jpg$`));
      await expect(tile.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\b400w\b.*\b800w\b/);
      await tile.click();
      await expect(page.getByRole("dialog").getByRole("img", { name: piece.alt })).toBeVisible();
    });

    await test.step("the new service: its page, every page's footer, the forms, the sitemap, structured data, llms.txt and the assistant", async () => {
      const path = `/services/${service.id}`;
      expect(manifest.pages[path], "its page is built").toBeDefined();
      await page.goto(`http://built.test${path}`);
      await dismissSplash(page);
      await expect(page.getByRole("heading", { level: 1, name: service.title })).toBeVisible();
      await expect(page.getByRole("img", { name: "A drone above a hotel pool" })).toBeVisible();
      const pagesWithFooter = sitePages.filter(([pagePath]) =>
        html(pagePath).includes(`data-testid="footer-services"`),
      );
      expect(pagesWithFooter.length).toBeGreaterThan(10);
      for (const [pagePath] of pagesWithFooter)
        expect(html(pagePath), `the footer of ${pagePath}`).toContain(`<li>${service.title}</li>`);
      await page.goto("http://built.test/contact");
      await dismissSplash(page);
      await expect(
        page.getByRole("combobox", { name: /service/i }).getByRole("option", { name: service.title }),
      ).toHaveCount(1);
      expect(sitemap).toContain(`${path}</loc>`);
      expect(jsonLd(path).find((item) => item["@type"] === "Service")).toMatchObject({
        name: service.title,
        offers: [expect.objectContaining({ name: "Half day" })],
      });
      expect(readFileSync(join(clientDir, "llms.txt"), "utf8")).toContain(path);
      expect(assistant.answer("Do you do drone photography?")).toContain(path);
    });

    await test.step("the new phone number: on every page, in every WhatsApp link, in structured data and in the assistant", async () => {
      for (const [pagePath] of sitePages) {
        const text = html(pagePath);
        expect(text, pagePath).not.toContain(oldPhone);
        expect(text, pagePath).not.toContain(`wa.me/${identity.contact.whatsappNumber}`);
      }
      expect(html("/contact")).toContain(newPhone);
      expect(html("/")).toContain(`wa.me/${newWhatsapp}`);
      const telephones = jsonLd("/").flatMap((item) =>
        typeof item.telephone === "string" ? [item.telephone] : [],
      );
      expect(telephones).toContain(newPhone);
      const reply = assistant.answer("What is your phone number?");
      expect(reply).toContain(newPhone);
      expect(reply).not.toContain(oldPhone);
    });
  } finally {
    await test.info().attach("decap-server log", {
      body: proxy.log(),
      contentType: "text/plain",
    });
    await proxy.stop();
    workspace.remove();
    rmSync(photo, { force: true });
  }
});
