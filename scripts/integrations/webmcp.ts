/**
 * Offers the site's WebMCP tools to AI agents without costing other visitors anything but a one-line check:
 * - the client build emits src/features/webmcp/register-tools.ts as a module at a fixed address,
 *   /webmcp-tools.js (its own imports stay content-hashed under /_astro/);
 * - a tiny inline script in every head (hashed into the page's CSP like Astro's own) imports it only where the
 *   browser offers a model context: `navigator.modelContext` (the explainer) or `document.modelContext`
 *   (Chromium 156 behind its WebMCP flag).
 * Other visitors download nothing more; `astro dev` has no tools module (the check finds no model context
 * in ordinary browsers anyway).
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** Where the tools module is served (not under /_astro/: its name has no hash, so it is revalidated). */
const WEBMCP_TOOLS_PATH = "/webmcp-tools.js";

const entry = fileURLToPath(new URL("../../src/features/webmcp/register-tools.ts", import.meta.url));

/** The inline check: plain ES2020, no dependencies. */
const offerToolsScript = `(()=>{const c=navigator.modelContext??document.modelContext;if(c){const u=${JSON.stringify(WEBMCP_TOOLS_PATH)};import(u).then(m=>m.registerSiteTools(c))}})();`;

export function webmcp(): AstroIntegration {
  return {
    name: "serendib-webmcp",
    hooks: {
      "astro:config:setup": ({ injectScript, updateConfig }) => {
        injectScript("head-inline", offerToolsScript);
        updateConfig({
          vite: {
            plugins: [
              {
                name: "serendib-webmcp-tools",
                apply: "build",
                applyToEnvironment: (environment) => environment.name === "client",
                buildStart() {
                  this.emitFile({
                    type: "chunk",
                    id: entry,
                    fileName: WEBMCP_TOOLS_PATH.slice(1),
                    preserveSignature: "strict",
                  });
                },
              },
            ],
          },
        });
      },
    },
  };
}
