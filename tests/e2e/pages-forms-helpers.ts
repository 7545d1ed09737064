import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { identity } from "./site-content";

/**
 * How far the page's own content (everything but the shared top bar and footer, which their owner checks)
 * reaches past the right edge of the viewport, in pixels. 0 or less: no sideways scrolling.
 */
export function contentOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    let right = 0;
    for (const element of document.querySelectorAll("body *")) {
      if (element.closest("header, footer, [data-splash]")) continue;
      right = Math.max(right, element.getBoundingClientRect().right);
    }
    return Math.ceil(right - width);
  });
}

/** Without JavaScript, the page's note says how to reach the agency directly: email, phone and WhatsApp. */
export async function expectDirectContactNote(page: Page): Promise<void> {
  const note = page.getByRole("main").getByRole("note");
  await expect(note.getByRole("link", { name: identity.contact.emails.info })).toHaveAttribute(
    "href",
    `mailto:${identity.contact.emails.info}`,
  );
  await expect(note.getByRole("link", { name: identity.contact.phones[0]!.display })).toBeVisible();
  await expect(note.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
}
