/**
 * The one inline script in every page's head (bundled by scripts/integrations/early-page.ts and hashed into
 * each page's Content-Security-Policy by Astro). It runs before the first paint and before any module.
 */

import { markArrival } from "./arrival.ts";
import { closePopoversOnReturn } from "./close-popovers.ts";
import { captureEarlyInput } from "./early-input.ts";
import { installImageFallback } from "./image-fallback.ts";
import { revealOnScroll } from "./reveal-on-scroll.ts";
import { installTrustedTypesPolicy } from "./trusted-types-policy.ts";

installTrustedTypesPolicy();
markArrival();
installImageFallback();
captureEarlyInput();
closePopoversOnReturn();
// Sections below the first screen fade in as they scroll into view: set up once the page is parsed. Here
// rather than in a module of its own, so that a page loads no script file before the visitor acts.
document.addEventListener("DOMContentLoaded", () => revealOnScroll(), { once: true });
