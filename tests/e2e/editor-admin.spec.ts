/**
 * The browser editor for staff (/admin, Decap CMS) end to end, with its local backend: decap-server in git mode
 * saves into a throwaway copy of the repository (never this checkout), the test checks the files and commits
 * there, then builds the copy and checks the built pages.
 *
 * PORTFOLIO: issue 14 asks for "add a portfolio piece with a photo". The portfolio collection is not on this
 * branch yet, so the new entry with a photo is a service (the only many-entry collection here with an image
 * field), and its photo is checked on a stand-in page (editor/stand-in-page.ts). When the portfolio lands,
 * add a portfolio piece instead and check /portfolio; when the service pages land, check /services/<id>.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { parse } from "yaml";
import { readContent } from "../../src/content/read-content.ts";
import { STAND_IN_PAGE, STAND_IN_PATH } from "./editor/stand-in-page.ts";
import {
  buildWorkspace,
  copyRepository,
  proxyPortOf,
  ROOT,
  startProxy,
  type Workspace,
} from "./editor/workspace.ts";
import { expect, test } from "./fixtures.ts";
import { services } from "./site-content.ts";

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
      await route.fulfill({ body, contentType: types[extname(file)] ?? "application/octet-stream" });
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

test("staff change a service's tagline and add an entry with a photo in /admin; files, commits and the rebuilt site follow", async ({
  page,
  consoleProblems,
}) => {
  test.setTimeout(300_000);
  const edited = services[0]!;
  const tagline = `Edited in the browser at ${Date.now()}: ${edited.data.title} done properly.`;
  const added = {
    id: "drone-photography",
    title: "Drone Photography",
    tagline: "Aerial photos and video of your venue, site or event.",
    description:
      "Licensed drone pilots for aerial photos and video of hotels, construction sites and events across Sri Lanka.",
    overview: "We plan the flight, get the permits and deliver edited photos within a week.",
    feature: "4K aerial video",
    packageName: "Half day",
    packageFeature: "Up to 4 hours of flying",
    alt: "A drone photo of a hotel's pool and garden from above",
    photoFile: "drone-hotel-pool.jpg",
  };
  const photo = join(tmpdir(), added.photoFile);
  writeFileSync(
    photo,
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 31, g: 111, b: 139 } } })
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
      await expect(page.getByRole("link", { name: "Services" })).toBeVisible();
    });

    await test.step("change a service's tagline and publish", async () => {
      await page.getByRole("link", { name: "Services" }).click();
      await page.getByRole("link", { name: edited.data.title, exact: true }).click();
      await textbox(page, "Tagline").fill(tagline);
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByRole("menuitem", { name: "Publish now" }).click();
      await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 15_000 });
    });

    await test.step("add a service with a photo and publish", async () => {
      await page.getByRole("link", { name: "Services" }).click();
      await page.getByRole("link", { name: "Create entry of type Service" }).click();
      await page.getByLabel("Order").fill("200");
      await page.getByLabel("Title").fill(added.title);
      await page.getByLabel("Tagline").fill(added.tagline);
      await textbox(group(page, "seo"), "Description").fill(added.description);
      await group(page, "overview").getByRole("button", { name: "Add overview" }).click();
      await textbox(group(page, "overview"), "Overview").fill(added.overview);
      await group(page, "features").getByRole("button", { name: "Add features" }).click();
      await textbox(group(page, "features"), "Feature").fill(added.feature);

      const hero = group(page, "images.hero");
      await hero.getByRole("button", { name: "Choose an image" }).click();
      await page.locator('input[type="file"]').setInputFiles(photo);
      await page.getByRole("button", { name: "Choose selected" }).click();
      await expect(hero.getByRole("img")).toBeVisible();
      await textbox(hero, "Alt").fill(added.alt);
      await textbox(group(page, "images.overview"), "Alt").fill(added.alt);
      await textbox(group(page, "images.features"), "Alt").fill(added.alt);

      const packages = group(page, "packages");
      await packages.getByRole("button", { name: "Add packages" }).click();
      await textbox(packages, "Name").fill(added.packageName);
      await group(packages, "features").getByRole("button", { name: "Add features" }).click();
      await textbox(group(packages, "features"), "Feature").fill(added.packageFeature);

      const listings = group(page, "listings");
      await group(listings, "footer").getByRole("button", { name: "Add footer" }).click();
      await textbox(group(listings, "footer"), "Footer").fill(added.title);
      await listings.getByRole("switch", { name: "Contact form" }).click();

      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByRole("menuitem", { name: "Publish now" }).click();
      await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 15_000 });
    });
    expect(consoleProblems.filter((problem) => /Content Security Policy|Refused to/i.test(problem))).toEqual(
      [],
    );

    await test.step("the files changed on disk, each save a commit", async () => {
      const editedFile = edited.file;
      await expect.poll(() => workspace.read(editedFile)).toContain(tagline);
      // Only the tagline's line changed: the file's comments and layout stay.
      const changed = workspace.git("diff", "--numstat", head, "--", editedFile);
      expect(changed).toMatch(/^1\t1\t/);

      const addedFile = `src/content/services/${added.id}.yaml`;
      await expect.poll(() => workspace.exists(addedFile)).toBe(true);
      const data = parse(workspace.read(addedFile)) as { images: { hero: { photo: string } } };
      const photoPath = `src/content/services/${data.images.hero.photo}`;
      expect(readFileSync(join(workspace.dir, photoPath))).toEqual(readFileSync(photo));

      // Each publish is one commit holding its files (the photo with its entry); nothing is left uncommitted.
      await expect.poll(() => workspace.git("status", "--porcelain")).toBe("");
      const commits = workspace
        .git("log", "--reverse", "--name-only", "--format=%x00%s", `${head}..HEAD`)
        .split("\0")
        .filter(Boolean)
        .map((commit) => commit.trim().split("\n").filter(Boolean));
      expect(commits.map((commit) => commit.slice(1).sort())).toEqual([
        [editedFile],
        [photoPath, addedFile].sort(),
      ]);

      // The same schemas as the build: the new file passes them, its photo found beside it.
      const content = readContent({ contentDir: join(workspace.dir, "src", "content"), only: ["services"] });
      const entry = content.services.find((service) => service.id === added.id);
      expect(entry?.data).toMatchObject({
        title: added.title,
        tagline: added.tagline,
        listings: { contactForm: true },
      });
      expect(entry?.data.images.hero.photo).toBe(join(workspace.dir, photoPath));
    });

    await test.step("the rebuilt site shows the new tagline and the new entry with its photo", async () => {
      workspace.write(`src/pages${STAND_IN_PATH}.astro`, STAND_IN_PAGE);
      const built = buildWorkspace(workspace);
      await serveBuild(page, built);

      await page.goto(`http://built.test${STAND_IN_PATH}`);
      const editedCard = page.getByRole("article", { name: edited.data.title });
      await expect(editedCard.getByText(tagline)).toBeVisible();
      const addedCard = page.getByRole("article", { name: added.title });
      await expect(addedCard.getByText(added.tagline)).toBeVisible();
      const image = addedCard.getByRole("img", { name: added.alt });
      await expect(image).toBeVisible();
      // Made by the build's image pipeline: content-hashed files in AVIF, WebP and JPEG at several widths.
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const stem = added.photoFile.replace(/\.jpg$/, "");
      await expect(image).toHaveAttribute("src", new RegExp(`^/_astro/${stem}\\.[\\w-]+_[\\w-]+\\.jpg$`));
      await expect(addedCard.locator('source[type="image/avif"]')).toHaveAttribute(
        "srcset",
        /\b400w\b.*\b800w\b/,
      );

      // The new service reaches the real pages: the contact form's services and the footer's list.
      await page.goto("http://built.test/contact");
      await expect(
        page.getByRole("combobox", { name: /service/i }).getByRole("option", { name: added.title }),
      ).toHaveCount(1);
      await expect(page.getByRole("contentinfo").getByText(added.title, { exact: true })).toBeVisible();
    });
  } finally {
    await test.info().attach("decap-server log", { body: proxy.log(), contentType: "text/plain" });
    await proxy.stop();
    workspace.remove();
    rmSync(photo, { force: true });
  }
});
