import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ensureBuild, staleBuildReason, WRITTEN_BY_THE_BUILD } from "./ensure-build.ts";
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
    const stamp: BuildStamp = { startedAt: build.builtAt, publicSettings: build.settings ?? {} };
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

  it("knows where the artwork is written", async () => {
    const { GENERATED_DIR } = await import("../artwork/generate.ts");
    expect(WRITTEN_BY_THE_BUILD.map((path) => join(import.meta.dirname, "..", path))).toContain(
      GENERATED_DIR,
    );
  });

  it("asks again when the build was made with other public settings (the end-to-end build's fake ids)", () => {
    const { root } = project({ builtAt: Date.now(), settings: { VITE_EMAILJS_SERVICE_ID: "e2e-service" } });
    expect(staleBuildReason(root, "dist", { VITE_EMAILJS_SERVICE_ID: "service_real" }, SOURCES)).toMatch(
      /other public settings \(VITE_EMAILJS_SERVICE_ID\)/,
    );
    expect(staleBuildReason(root, "dist", {}, SOURCES)).toMatch(/VITE_EMAILJS_SERVICE_ID/);
  });
});

describe("ensureBuild", () => {
  it("builds into BUILD_DIR only when the build there is stale", () => {
    const { root } = project({ builtAt: Date.now(), dir: "dist" });
    const builds: (string | undefined)[] = [];
    const build = (env: NodeJS.ProcessEnv) => builds.push(env.BUILD_DIR);
    expect(ensureBuild({ root, env: {}, build })).toBeNull();
    expect(ensureBuild({ root, env: { BUILD_DIR: "dist-e2e" }, build })).toMatch(/no build in dist-e2e/);
    expect(builds).toEqual(["dist-e2e"]);
  });
});
