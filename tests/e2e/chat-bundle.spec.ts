import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { chatInput, openChat, replies } from "./chat-helpers";
import { E2E_BUILD_DIR, expect, test } from "./fixtures";

/** Every file the browser can download: no AI key, key header or AI service address may be among them. */
function clientFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? clientFiles(path)
      : /\.(?:js|html|json|css|txt|map|xml|webmanifest)$/.test(name)
        ? [path]
        : [];
  });
}

test("the client build holds no AI key and no AI service address", () => {
  const files = clientFiles(`${E2E_BUILD_DIR}/client`);
  expect(files.filter((file) => file.endsWith(".js")).length).toBeGreaterThan(5);
  const forbidden = [
    "generativelanguage.googleapis.com",
    "generativelanguage",
    "x-goog-api-key",
    "generateContent",
    "GEMINI_API_KEY",
    "GEMINI_API_BASE_URL",
    ...(process.env.GEMINI_API_KEY ? [process.env.GEMINI_API_KEY] : []),
    "e2e-secret-key",
  ];
  // The content editor's bundle (Decap CMS, served only on /admin) uses the word "generateContent" for its own
  // purposes; every other needle is checked in it too.
  const editorWord = (file: string, needle: string) =>
    file.includes("/decap-cms-") && needle === "generateContent";
  const found = files.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return forbidden
      .filter((needle) => text.includes(needle) && !editorWord(file, needle))
      .map((needle) => `${file}: ${needle}`);
  });
  expect(found).toEqual([]);
});

test("the browser's only chat call is POST /api/chat on its own origin", async ({ page, visit, baseURL }) => {
  await page.route("**/api/chat", (route) => route.fulfill({ json: { response: "Hi!" } }));
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "fetch" || request.resourceType() === "xhr")
      calls.push(`${request.method()} ${request.url()}`);
  });
  await visit("/contact");
  await openChat(page);
  await chatInput(page).fill("Hello");
  await page.keyboard.press("Enter");
  await expect(replies(page)).toHaveCount(2);
  expect(calls).toEqual([`POST ${baseURL}/api/chat`]);
});

test("a content page loads at most 30 KB of JavaScript before the visitor does anything", async ({
  page,
  visit,
}) => {
  const scripts: Array<Promise<number>> = [];
  const names: string[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    names.push(new URL(request.url()).pathname);
    scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  // The not-found page is a content page: frame, text and links, no form. The splash closes by keyboard (a
  // mouse left where the teaser appears would be a visitor's hover).
  await visit("/no-such-page", { keepSplash: true });
  await page.keyboard.press("Escape");
  // The teaser has typed its invitation by now: with CSS only.
  await expect(page.locator("[data-chat-teaser]")).toBeVisible({ timeout: 6000 });
  await page.waitForLoadState("networkidle");
  const total = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  expect(total, names.join(", ")).toBeLessThanOrEqual(30 * 1024);
  // React (the islands' renderer) is not among them.
  expect(names.filter((name) => /\/client\.|react|chat-/.test(name))).toEqual([]);
});
