/**
 * The browser editor for staff (Decap CMS) at /admin. At build it writes the admin page, the configuration
 * generated from the content schemas, its start-up script and Decap's bundle into the output; the host
 * integration lists the page with the editor's own security policy. Under `astro dev` the same files are served
 * from memory, the configuration made fresh on each load and committing to the checked-out branch.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import {
  ADMIN_PAGE,
  adminHtml,
  bundleEditorScript,
  CONFIG_PATH,
  configYaml,
  copyDecap,
  DECAP_DIST,
  DECAP_PATH,
  generateConfig,
  siteName,
} from "#scripts/content-editor/admin-files.ts";
import type { EditorBackend } from "#scripts/content-editor/decap-config.ts";
import { SITE_AUTH_ENDPOINT } from "#scripts/content-editor/settings.ts";

export function contentEditor({
  backend,
  siteUrl,
}: {
  backend: EditorBackend;
  siteUrl: string;
}): AstroIntegration {
  return {
    name: "serendib-content-editor",
    hooks: {
      // Before the host integration's own `astro:build:done`, which lists the page and compresses the files.
      "astro:build:done": async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const generated = generateConfig(backend, siteUrl);
        for (const field of generated.unsupported)
          logger.warn(`The editor cannot show ${field}: staff edit it in the file.`);
        const script = await bundleEditorScript();
        mkdirSync(join(clientDir, "admin"), { recursive: true });
        writeFileSync(join(clientDir, CONFIG_PATH), configYaml(generated));
        writeFileSync(join(clientDir, script.name), script.code);
        writeFileSync(
          join(clientDir, ADMIN_PAGE.file),
          adminHtml({ siteName: siteName(), editorScript: script.name, signIn: signInOf(backend) }),
        );
        copyDecap(join(clientDir, DECAP_PATH));
        logger.info(
          `${ADMIN_PAGE.path}: ${generated.config.collections.length} collections, saving through ${
            backend.github ? `GitHub (${backend.github.repo})` : "the local proxy"
          } on ${backend.branch}.`,
        );
      },
      "astro:server:setup": ({ server }) => {
        let script: Promise<{ name: string; code: string }> | undefined;
        server.middlewares.use(async (request, response, next) => {
          const path = (request.url ?? "").split("?")[0]!;
          try {
            if (path === ADMIN_PAGE.path || path === `${ADMIN_PAGE.path}/`) {
              script ??= bundleEditorScript();
              response.setHeader("Content-Type", "text/html; charset=utf-8");
              return response.end(
                adminHtml({
                  siteName: siteName(),
                  editorScript: (await script).name,
                  signIn: signInOf(backend),
                }),
              );
            }
            if (path === CONFIG_PATH) {
              const branch = process.env.CMS_BRANCH || currentBranch() || backend.branch;
              response.setHeader("Content-Type", "text/yaml; charset=utf-8");
              return response.end(configYaml(generateConfig({ ...backend, branch }, siteUrl)));
            }
            if (script && path === (await script).name) {
              response.setHeader("Content-Type", "text/javascript; charset=utf-8");
              return response.end((await script).code);
            }
            if (path.startsWith(`${DECAP_PATH}/`)) {
              const file = join(DECAP_DIST, path.slice(DECAP_PATH.length + 1));
              if (/^[\w.-]+\.js$/.test(path.slice(DECAP_PATH.length + 1)) && existsSync(file)) {
                response.setHeader("Content-Type", "text/javascript; charset=utf-8");
                return response.end(readFileSync(file));
              }
            }
          } catch (error) {
            response.statusCode = 500;
            response.setHeader("Content-Type", "text/plain; charset=utf-8");
            return response.end(`The editor could not start:\n${(error as Error).message}`);
          }
          next();
        });
      },
    },
  };
}

/** The site's own sign-in is in use: the GitHub backend at the default endpoint. */
const signInOf = (backend: EditorBackend) =>
  backend.github?.authEndpoint === SITE_AUTH_ENDPOINT ? ("github" as const) : undefined;

function currentBranch(): string | undefined {
  try {
    return (
      execFileSync("git", ["rev-parse", "--abbrev-ref", "HEAD"], { encoding: "utf8" }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}
