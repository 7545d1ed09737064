/**
 * The Dockerfile without an engine (fast, every run): it lints clean offline (dockerfile-utils), its runtime
 * stage keeps the promises of docs/deployment.md, and the server it runs stops gracefully: a request in
 * flight when SIGTERM arrives is answered before the process exits.
 */
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { validate } from "dockerfile-utils";
import { describe, expect, it } from "vitest";
import { ROOT, startNodeServer } from "./helpers.ts";

const dockerfile = readFileSync(join(ROOT, "Dockerfile"), "utf8");
/** The runtime stage's instructions, continuation lines joined. */
const runtime = dockerfile
  .slice(dockerfile.indexOf("AS runtime"))
  .replace(/\\\n\s*/g, " ")
  .split("\n")
  .filter((line) => line.trim() && !line.trim().startsWith("#"));

describe("the Dockerfile", () => {
  it("lints clean", () => {
    expect(validate(dockerfile)).toEqual([]);
  });

  it("builds in stages from Node 22 slim and runs with production dependencies only", () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:22-slim$/m);
    expect([...dockerfile.matchAll(/^FROM \$\{NODE_IMAGE\} AS (\w+)$/gm)].map((match) => match[1])).toEqual([
      "build",
      "deps",
      "runtime",
    ]);
    expect(dockerfile).toMatch(/AS deps[\s\S]*RUN npm ci --omit=dev/);
    expect(runtime).toContain("COPY --from=deps /app/node_modules ./node_modules");
    expect(runtime.filter((line) => line.startsWith("COPY")).join("\n")).not.toMatch(/COPY \. |src|scripts/);
  });

  it("runs as a non-root user on 0.0.0.0, with a health check on /api/health and a graceful stop", () => {
    expect(runtime).toContain("USER node");
    expect(runtime.find((line) => line.startsWith("ENV"))).toMatch(/HOST=0\.0\.0\.0/);
    expect(runtime.find((line) => line.startsWith("HEALTHCHECK"))).toContain("/api/health");
    expect(runtime).toContain("STOPSIGNAL SIGTERM");
    expect(runtime.at(-1)).toBe('CMD ["node", "server/index.ts"]');
  });

  it("keeps dependencies, builds and secrets out of the build context", () => {
    const ignored = readFileSync(join(ROOT, ".dockerignore"), "utf8").split("\n");
    for (const entry of ["node_modules", "dist", "dist-e2e", ".env", ".git"])
      expect(ignored).toContain(entry);
  });
});

describe("the runtime stage's command on this machine", () => {
  it("answers a request in flight when SIGTERM arrives, then exits 0", async () => {
    const server = await startNodeServer({ HOST: "0.0.0.0" });
    expect(server.output()).toContain("http://0.0.0.0:");
    const body = JSON.stringify({ message: "Do you do SEO?" });
    let stoppedAt = 0;
    const reply = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port: server.port,
          method: "POST",
          path: "/api/chat",
          headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      // Half the body now, SIGTERM, the rest after.
      req.write(body.slice(0, 10));
      setTimeout(() => {
        stoppedAt = Date.now();
        server.process.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });
    expect(await reply).toBe(200);
    expect(await server.exited).toBe(0);
    // It closed on its own, not by the 5-second fallback.
    expect(Date.now() - stoppedAt).toBeLessThan(2000);
    expect(server.output()).toContain('"event":"server.stopping","signal":"SIGTERM"');
  });
});
