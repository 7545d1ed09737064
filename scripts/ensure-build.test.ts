import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildInputs, ensureBuild, staleBuildReason, WRITTEN_BY_THE_BUILD } from "./ensure-build.ts";
import { BRAND_CUT_FILE } from "./fonts/brand-face.ts";
import { SCRIPT_LOCALES, scriptFaceFile } from "./fonts/script-faces.ts";
import type { BuildStamp } from "./lib/build-settings.ts";

/** A project with one source file and, optionally, a build made at `builtAt` with `settings`. */
function project(build?: { builtAt: number; settings?: Record<string, string>; dir?: string }) {
  const root = mkdtempSync(join(tmpdir(), "serendib-project-"));
  mkdirSync(join(root, "src"));
  const source = join(root, "src", "page.ts");
  writeFileSync(source, "export {};");
  const old = new Date(Date.now() - 60_000);
  utimesSync(source, old, old);
  if (build) {
    const dir = join(root, build.dir ?? "dist");
    mkdirSync(dir);
    for (const file of ["site-manifest.json", "assistant-knowledge.json"])
      writeFileSync(join(dir, file), "{}");
    const stamp: BuildStamp = { startedAt: build.builtAt, settings: build.settings ?? {} };
    writeFileSync(join(dir, "build-stamp.json"), JSON.stringify(stamp));
  }
  return { root, source };
}

const SOURCES = ["src"];

describe("staleBuildReason", () => {
  it("asks for a build when there is none", () => {
    const { root } = project();
    expect(staleBuildReason(root, "dist", {}, SOURCES)).toMatch(/no build in dist/);
  });

  it("accepts a build made after the last source change with the same public settings", () => {
    const { root } = project({ builtAt: Date.now(), settings: { VITE_SITE_URL: "https://a.example" } });
    expect(
      staleBuildReason(root, "dist", { VITE_SITE_URL: "https://a.example", PATH: "/bin" }, SOURCES),
    ).toBeNull();
  });

  it("asks again when a source changed after the build started", () => {
    const { root, source } = project({ builtAt: Date.now() - 30_000 });
    writeFileSync(source, "export const changed = true;");
    expect(staleBuildReason(root, "dist", {}, SOURCES)).toMatch(/src\/page\.ts changed after the build/);
  });

  it("does not count what the build itself writes among the sources (the generated artwork)", () => {
    const { root } = project({ builtAt: Date.now() - 1000 });
    mkdirSync(join(root, "src/assets/generated"), { recursive: true });
    writeFileSync(join(root, "src/assets/generated/.drawings.json"), "{}");
    expect(staleBuildReason(root, "dist", {}, SOURCES)).toBeNull();
    writeFileSync(join(root, "src/assets/hero.jpg"), "a photo");
    expect(staleBuildReason(root, "dist", {}, SOURCES)).toMatch(/src\/assets\/hero\.jpg changed/);
  });

  it("does not count test files among the sources", () => {
    const { root } = project({ builtAt: Date.now() - 1000 });
    writeFileSync(join(root, "src/page.test.ts"), "export {};");
    writeFileSync(join(root, "src/page.test-helpers.ts"), "export {};");
    expect(staleBuildReason(root, "dist", {}, SOURCES)).toBeNull();
  });

  it("knows where the build writes the artwork and the cut faces", async () => {
    const { GENERATED_DIR } = await import("#artwork/generate.ts");
    const written = WRITTEN_BY_THE_BUILD.map((path) => join(import.meta.dirname, "..", path));
    expect(written).toContain(GENERATED_DIR);
    for (const file of [BRAND_CUT_FILE, ...SCRIPT_LOCALES.map((locale) => scriptFaceFile(locale, "400"))])
      expect(
        WRITTEN_BY_THE_BUILD.some((folder) => file.startsWith(`${folder}/`)),
        file,
      ).toBe(true);
  });

  it("asks again when the build was made with other settings (the end-to-end build's fake ids, the editor's repository)", () => {
    const { root } = project({ builtAt: Date.now(), settings: { VITE_EMAILJS_SERVICE_ID: "e2e-service" } });
    expect(staleBuildReason(root, "dist", { VITE_EMAILJS_SERVICE_ID: "service_real" }, SOURCES)).toMatch(
      /other settings \(VITE_EMAILJS_SERVICE_ID\)/,
    );
    expect(staleBuildReason(root, "dist", {}, SOURCES)).toMatch(/VITE_EMAILJS_SERVICE_ID/);
    expect(
      staleBuildReason(
        root,
        "dist",
        {
          VITE_EMAILJS_SERVICE_ID: "e2e-service",
          CMS_GITHUB_REPO: "serendib/site",
          GEMINI_API_KEY: "secret",
        },
        SOURCES,
      ),
    ).toMatch(/other settings \(CMS_GITHUB_REPO\)$/);
  });
});

describe("ensureBuild", () => {
  it("builds into BUILD_DIR only when the build there is stale", async () => {
    const { root } = project({ builtAt: Date.now(), dir: "dist" });
    const builds: (string | undefined)[] = [];
    const build = (env: NodeJS.ProcessEnv) => builds.push(env.BUILD_DIR);
    expect(await ensureBuild({ root, env: {}, inputs: SOURCES, build })).toBeNull();
    expect(await ensureBuild({ root, env: { BUILD_DIR: "dist-e2e" }, inputs: SOURCES, build })).toMatch(
      /no build in dist-e2e/,
    );
    expect(builds).toEqual(["dist-e2e"]);
  });
});

describe("buildInputs: what this project's build reads", () => {
  it("is src/ and public/ whole, every project file astro.config.ts imports, and the lock and TypeScript settings", async () => {
    const inputs = await buildInputs(join(import.meta.dirname, ".."));
    expect(inputs.slice(0, 2)).toEqual(["src", "public"]);
    expect(inputs).toEqual(
      expect.arrayContaining([
        "astro.config.ts",
        "package-lock.json",
        "tsconfig.json",
        // The fonts' cutter and the enquiry forms' settings, which an older hand-kept list missed.
        "scripts/fonts/script-faces.ts",
        "scripts/fonts/brand-face.ts",
        "server-data/enquiry-forms/read-enquiry-forms.ts",
        "scripts/integrations/build-outputs.ts",
        "artwork/generate.ts",
        "server-data/assistant-knowledge/build-knowledge.ts",
        "contracts/locales.ts",
        "server/security-headers.ts",
      ]),
    );
    // Nothing the build does not read: tests, benchmarks, the servers' own code, the Worker.
    for (const input of inputs.slice(2)) {
      expect(input, input).not.toMatch(/\.test\.tsx?$|^tests\/|^scripts\/bench\/|^edge\/|^src\/|^public\//);
    }
    expect(inputs).not.toContain("server/index.ts");
  });
});
