import type { Page } from "@playwright/test";

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
