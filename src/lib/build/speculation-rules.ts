/**
 * Links are plain links that the browser prefetches, or prerenders, when a visitor shows intent (a hover of
 * 200 ms, a press): the Speculation Rules API, as one static rule set in every page's head. No script; a
 * browser without the API just follows the link. Its hash is in every page's Content-Security-Policy
 * (astro.config.ts).
 */
import { createHash } from "node:crypto";

const ownPages = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: "/api/*" } },
    { not: { href_matches: "/admin*" } },
    { not: { selector_matches: "[target], [download], [rel~=external]" } },
  ],
};

export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ source: "document", where: ownPages, eagerness: "moderate" }],
  prefetch: [{ source: "document", where: ownPages, eagerness: "moderate" }],
});

/** The rule set's CSP hash (`sha256-…`), for `script-src`. */
export const SPECULATION_RULES_HASH =
  `sha256-${createHash("sha256").update(SPECULATION_RULES).digest("base64")}` as const;
