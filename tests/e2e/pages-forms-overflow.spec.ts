import { expect, test } from "./fixtures";
import { contentOverflow } from "./pages-forms-helpers";

test.describe.configure({ timeout: 90_000 });

// The launching-soon page joins this list with that page.
for (const path of [
  "/contact",
  "/get-quote",
  "/privacy-policy",
  "/terms-of-service",
  "/about",
  "/services",
  "/services/private-limited-business-registration",
  "/service-not-found",
]) {
  test(`${path} never scrolls sideways from 320 to 1440 px`, async ({ page, visit }) => {
    await visit(path);
    for (const width of [320, 375, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await contentOverflow(page), `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
  });
}
