/**
 * The admin page's own script (bundled at build into the admin folder, loaded before Decap CMS): registers
 * the file formats the generated configuration names, then starts the editor (config from /admin/config.yml).
 * When the editor signs in through the site's own GitHub sign-in (`<meta name="editor-sign-in">`), it first
 * asks /api/auth/status, and says plainly that sign-in is not set up rather than open a popup that fails.
 */
import { type DecapFormat, FORMATS, markdownFormat, yamlFormat } from "#scripts/content-editor/formats.ts";

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: {
      registerCustomFormat(name: string, extension: string, format: DecapFormat): void;
      init(options?: object): void;
    };
  }
}

window.CMS_MANUAL_INIT = true;

/** Whether the site's sign-in is set up; unknown (no API, as under `astro dev`) counts as yes. */
async function signInConfigured(): Promise<boolean> {
  if (!document.querySelector('meta[name="editor-sign-in"]')) return true;
  try {
    const response = await fetch("/api/auth/status", { cache: "no-store" });
    if (!response.ok) return true;
    return ((await response.json()) as { configured?: unknown }).configured !== false;
  } catch {
    return true;
  }
}

function showNotConfigured() {
  const main = document.createElement("main");
  main.id = "sign-in-not-configured";
  main.style.cssText = "max-width:40rem;margin:4rem auto;padding:0 1rem;font:1rem/1.5 system-ui,sans-serif";
  const title = document.createElement("h1");
  title.textContent = "Sign-in is not configured";
  const text = document.createElement("p");
  text.textContent =
    "The editor signs in with GitHub through this site, and the site has no GitHub OAuth app set up yet. " +
    "The site's owner sets GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET on the server " +
    "(its .env file, or `wrangler secret put` on Cloudflare), with the app's callback address " +
    `${location.origin}/api/auth/callback. See docs/editing-content.md.`;
  main.append(title, text);
  document.body.replaceChildren(main);
}

document.addEventListener("DOMContentLoaded", async () => {
  const cms = window.CMS;
  if (!cms) throw new Error("Decap CMS did not load.");
  if (!(await signInConfigured())) return showNotConfigured();
  cms.registerCustomFormat(FORMATS.yaml, "yaml", yamlFormat);
  cms.registerCustomFormat(FORMATS.markdown, "md", markdownFormat);
  cms.init();
});
