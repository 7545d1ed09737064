import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";

/** Every file the browser can download: no AI key, key header or AI service address may be among them. */
function clientFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? clientFiles(path)
      : /\.(?:js|html|data|json|css|txt|map)$/.test(name)
        ? [path]
        : [];
  });
}

test("the client build holds no AI key and no AI service address", () => {
  const files = clientFiles("build/client");
  expect(files.length).toBeGreaterThan(20);
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
  const found = files.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return forbidden.filter((needle) => text.includes(needle)).map((needle) => `${file}: ${needle}`);
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
  await visit("/");
  await page.getByRole("button", { name: "Open chat and contact options" }).click();
  await page.getByRole("button", { name: /Chat with Seren/ }).click();
  await page.getByRole("textbox", { name: "Your message" }).fill("Hello");
  await page.keyboard.press("Enter");
  await expect(page.locator("li[data-sender=ai]")).toHaveCount(2);
  expect(calls.filter((call) => !call.includes(".data"))).toEqual([`POST ${baseURL}/api/chat`]);
});
