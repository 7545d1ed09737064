/**
 * The early page script and the `client:interaction` directive. The script (src/lib/head-script/early-page.ts,
 * the splash's dialog upgrade, the countdowns' clock and the offer of the visitor's language, run once the page is parsed) is bundled to one small classic script and injected inline into every
 * page's head, where Astro hashes it into the page's Content-Security-Policy.
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { build } from "esbuild";

const source = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));

async function bundleEarlyPageScript(): Promise<string> {
  const result = await build({
    stdin: {
      contents: [
        `import "${source("lib/head-script/early-page.ts")}";`,
        `import { installSplashDialog } from "${source("features/splash/splash-dialog.ts")}";`,
        "installSplashDialog();",
        `import { tickCountdowns } from "${source("features/countdown/tick-countdowns.ts")}";`,
        'document.addEventListener("DOMContentLoaded", () => tickCountdowns(), { once: true });',
        `import { offerLanguage } from "${source("features/language-hint/offer-language.ts")}";`,
        'document.addEventListener("DOMContentLoaded", () => offerLanguage(), { once: true });',
      ].join("\n"),
      resolveDir: source(""),
      loader: "ts",
    },
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2022",
    write: false,
  });
  return result.outputFiles[0]!.text.trim();
}

export function earlyPage(): AstroIntegration {
  return {
    name: "serendib-early-page",
    hooks: {
      "astro:config:setup": async ({ injectScript, addClientDirective }) => {
        injectScript("head-inline", await bundleEarlyPageScript());
        addClientDirective({
          name: "interaction",
          entrypoint: source("lib/head-script/interaction-directive.ts"),
        });
      },
    },
  };
}
