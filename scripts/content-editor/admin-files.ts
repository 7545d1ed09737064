/**
 * The files of the admin page (/admin): its HTML, the generated configuration, our small start-up script and
 * Decap CMS's own bundle (served from this origin, loaded by no other page). Used by the build (written into
 * the output) and by `astro dev` (served from memory).
 */
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";
import { stringify } from "yaml";
import { readContent, single } from "#src/content/read-content.ts";
import type { EditorBackend } from "./backend.ts";
import { decapConfig, type GeneratedConfig } from "./decap-config.ts";

/** The admin page's address and file in the build. */
export const ADMIN_PAGE = { path: "/admin", file: "admin.html" } as const;
export const CONFIG_PATH = "/admin/config.yml";

const require = createRequire(import.meta.url);
const DECAP_DIST = dirname(require.resolve("decap-cms/dist/decap-cms.js"));
const DECAP_VERSION = (
  JSON.parse(readFileSync(join(DECAP_DIST, "..", "package.json"), "utf8")) as {
    version: string;
  }
).version;
/** Decap's files keep their names (its main script loads the numbered chunks beside it); the folder names the version. */
export const DECAP_PATH = `/_astro/decap-cms-${DECAP_VERSION}`;

/** The configuration for the site's content as it is now (its entries choose text areas for long copy). */
export function generateConfig(backend: EditorBackend, siteUrl?: string): GeneratedConfig {
  const content = readContent();
  const samples = Object.fromEntries(
    Object.entries(content).map(([name, entries]) => [name, entries.map((entry) => entry.data)]),
  );
  return decapConfig({ backend, siteUrl, samples });
}

export const configYaml = (generated: GeneratedConfig) =>
  `# Generated from src/content/collections.ts and the content schemas by scripts/content-editor. Do not edit.\n${stringify(generated.config, { lineWidth: 0 })}`;

export async function bundleEditorScript(): Promise<{ name: string; code: string }> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL("./browser/editor.ts", import.meta.url))],
    bundle: true,
    format: "iife",
    platform: "browser",
    minify: true,
    target: "es2022",
    write: false,
  });
  const code = result.outputFiles[0]!.text;
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 10);
  return { name: `/admin/editor.${hash}.js`, code };
}

export function adminHtml({
  siteName,
  editorScript,
  signIn,
}: {
  siteName: string;
  editorScript: string;
  /** "github": the editor signs in through the site's own /api/auth (the start-up script checks it is set up). */
  signIn?: "github";
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor · ${siteName.replace(/[<&"]/g, "")}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="cms-config-url" type="text/yaml" href="${CONFIG_PATH}">
${
  signIn
    ? `<meta name="editor-sign-in" content="${signIn}">
`
    : ""
}<script src="${editorScript}"></script>
<script src="${DECAP_PATH}/decap-cms.js"></script>
</head>
<body></body>
</html>
`;
}

export const siteName = () => single(readContent({ only: ["identity"] }).identity, "identity").name;

/** Decap's script and its chunks (no source maps). */
const decapFiles = () => readdirSync(DECAP_DIST).filter((name) => /^(?:\d+\.)?decap-cms\.js$/.test(name));

/**
 * Copies Decap's files into `target` with their `.br` and `.gz` forms. Compressing 6 MB at the highest level
 * takes half a minute, so the compressed files are made once per version and kept in node_modules/.cache.
 */
export function copyDecap(target: string): void {
  const cache = join(DECAP_DIST, "..", "..", ".cache", "content-editor", `decap-cms-${DECAP_VERSION}`);
  if (!existsSync(join(cache, "done"))) {
    const temporary = `${cache}.${process.pid}`;
    mkdirSync(temporary, { recursive: true });
    for (const name of decapFiles()) {
      const body = readFileSync(join(DECAP_DIST, name));
      writeFileSync(join(temporary, name), body);
      writeFileSync(
        join(temporary, `${name}.br`),
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(join(temporary, `${name}.gz`), gzipSync(body, { level: 9 }));
    }
    writeFileSync(join(temporary, "done"), "");
    rmSync(cache, { recursive: true, force: true });
    try {
      renameSync(temporary, cache);
    } catch {
      // Another build made it at the same time.
      rmSync(temporary, { recursive: true, force: true });
    }
  }
  mkdirSync(target, { recursive: true });
  for (const name of readdirSync(cache)) if (name !== "done") cpSync(join(cache, name), join(target, name));
}

export { DECAP_DIST };
