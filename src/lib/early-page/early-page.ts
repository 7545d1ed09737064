/**
 * The one inline script in every page's head (bundled by scripts/integrations/early-page.ts and hashed into
 * each page's Content-Security-Policy by Astro). It runs before the first paint and before any module.
 */
import { markArrival } from "./arrival.ts";
import { closePopoversOnReturn } from "./close-popovers.ts";
import { captureEarlyInput } from "./early-input.ts";
import { installImageFallback } from "./image-fallback.ts";
import { installTrustedTypesPolicy } from "./trusted-types-policy.ts";

installTrustedTypesPolicy();
markArrival();
installImageFallback();
captureEarlyInput();
closePopoversOnReturn();
