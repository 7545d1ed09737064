/**
 * The Dockerfile, built and run by a real container engine (podman from Debian): every stage builds, the
 * image runs as a non-root user with production dependencies only, listens on 0.0.0.0 inside, answers its
 * HEALTHCHECK, serves the site and the chat through a published port, and stops gracefully on SIGTERM.
 * The first run on a machine takes about 5 minutes (a Debian base image, then `npm ci` in the build stage).
 */
import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localNodeImage, podman, RUN_FLAGS, requireEngine } from "./container-engine.ts";
import { freePort, ROOT, send, waitFor } from "./helpers.ts";

const IMAGE = "localhost/serendib-digital:test";
const CONTAINER = `serendib-digital-test-${process.pid}`;

describe("the container image (Dockerfile, built and run by podman)", () => {
  let port: number;
  let baseUrl: string;

  beforeAll(async () => {
    requireEngine();
    const base = localNodeImage();
    const cache = join(homedir(), ".npm", "_cacache");
    const caFile = process.env.NODE_EXTRA_CA_CERTS;
    podman(
      [
        "build",
        "--isolation",
        "chroot",
        "--format",
        "docker", // OCI images drop HEALTHCHECK
        "--network",
        "host",
        "--build-arg",
        `NODE_IMAGE=${base}`,
        // Reuse this machine's npm downloads, and its TLS proxy's certificate when it has one.
        ...(existsSync(cache) ? ["-v", `${cache}:/root/.npm/_cacache`] : []),
        ...(caFile && existsSync(caFile)
          ? ["-v", `${caFile}:${caFile}:ro`, "--build-arg", `NODE_EXTRA_CA_CERTS=${caFile}`]
          : []),
        "-t",
        IMAGE,
        ROOT,
      ],
      { stdio: "ignore", timeout: 15 * 60_000 },
    );
    port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    // As the recipe runs it: settings from an env file (here the example's).
    podman(
      [
        "run",
        "-d",
        "--name",
        CONTAINER,
        ...RUN_FLAGS,
        "--env-file",
        join(ROOT, ".env.example"),
        "-p",
        `127.0.0.1:${port}:3000`,
        IMAGE,
      ],
      { stdio: "ignore" },
    );
    await waitFor(
      async () => (await send(`${baseUrl}/api/health`)).status === 200,
      () => podman(["logs", CONTAINER], { stdio: "pipe" }),
    );
  }, 20 * 60_000);

  afterAll(() => {
    try {
      podman(["rm", "-f", CONTAINER], { stdio: "ignore" });
    } catch {}
  });

  it("runs as a non-root user, listening on 0.0.0.0, with production dependencies only", () => {
    expect(podman(["exec", CONTAINER, "id", "-u"]).trim()).not.toBe("0");
    expect(podman(["logs", CONTAINER], { stdio: "pipe" })).toContain("http://0.0.0.0:3000");
    const packages = podman(["exec", CONTAINER, "ls", "node_modules"]).trim().split(/\s+/).sort();
    expect(packages).toEqual(["@hono", "hono", "minisearch", "zod"]);
    expect(podman(["exec", CONTAINER, "ls", "/app"]).trim().split(/\s+/).sort()).toEqual(
      ["contracts", "dist", "node_modules", "package.json", "server"].sort(),
    );
  });

  it("answers its HEALTHCHECK", () => {
    expect(podman(["inspect", CONTAINER, "--format", "{{json .Config.Healthcheck.Test}}"])).toContain(
      "/api/health",
    );
    // Throws unless the check passes.
    podman(["healthcheck", "run", CONTAINER], { stdio: "ignore" });
  });

  it("serves the site and answers the chat through the published port", async () => {
    const page = await send(`${baseUrl}/contact`);
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    const chat = await send(`${baseUrl}/api/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "Do you do SEO?" }),
    });
    expect(chat.status).toBe(200);
    expect(JSON.parse(chat.body).response).toContain("/services/seo-optimization");
  });

  it("stops gracefully on SIGTERM, well before the engine would kill it", () => {
    const started = Date.now();
    podman(["stop", "-t", "10", CONTAINER], { stdio: "ignore" });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(podman(["inspect", CONTAINER, "--format", "{{.State.ExitCode}}"]).trim()).toBe("0");
    expect(podman(["logs", CONTAINER], { stdio: "pipe" })).toContain(
      '"event":"server.stopping","signal":"SIGTERM"',
    );
  });
});
