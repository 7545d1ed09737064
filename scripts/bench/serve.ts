/**
 * How fast the Node server serves the built files, next to Debian's nginx on the same build (not a test).
 *   npm run bench:serve -- [--duration 5] [--connections 32] [--rounds 3]
 * Builds nothing: it needs an existing build (`npm run build`; `BUILD_DIR` picks another). It starts the real
 * Node server (`node server/index.ts`) and nginx (its own temporary configuration: one worker, `gzip_static
 * on`, root at the same `<build>/client`, not a daemon, stopped at exit), both on loopback ports, then runs
 * `wrk -t1 -c<connections> -d<duration>s -H 'Accept-Encoding: gzip'` against each for one file of each kind:
 * the home page, a service page, a script and an image (real ones, read from the home page), in rounds that take
 * turns. Prints a markdown table of requests per second, p99 latency and each server's CPU time per request,
 * and writes it to benchmarks/serve.md.
 * Needs nginx and wrk: `apt-get install -y nginx wrk`.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { createServer } from "node:net";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { SITE_MANIFEST_FILE, type SiteManifest } from "#server/site-manifest.ts";
import { nginxConfig } from "./nginx-config.ts";

const ROOT = join(import.meta.dirname, "..", "..");
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const WRK = process.env.WRK_PATH ?? "/usr/bin/wrk";
const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "32" },
    rounds: { type: "string", default: "3" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const buildName = process.env.BUILD_DIR ?? "dist";
const build = join(ROOT, buildName);
const clientDir = join(build, "client");

for (const [path, fix] of [
  [join(build, SITE_MANIFEST_FILE), `no build in ${buildName}/: run \`npm run build\` first`],
  [NGINX, "nginx is missing: apt-get install -y nginx"],
  [WRK, "wrk is missing: apt-get install -y wrk"],
] as const) {
  if (!existsSync(path)) {
    console.error(`bench:serve: ${fix}.`);
    process.exit(1);
  }
}

/** One real file of each kind, read from the build: the home page links its script and its pictures. */
function targets(): { kind: string; path: string }[] {
  const manifest: SiteManifest = JSON.parse(readFileSync(join(build, SITE_MANIFEST_FILE), "utf8"));
  const home = readFileSync(join(clientDir, "index.html"), "utf8");
  const first = (pattern: RegExp, what: string) => {
    const found = pattern.exec(home)?.[0];
    if (!found) throw new Error(`The home page links no ${what}.`);
    return found;
  };
  const service = Object.keys(manifest.pages).find((path) => path.startsWith("/services/"));
  if (!service) throw new Error("The build has no service page.");
  return [
    { kind: "home page (HTML)", path: "/" },
    { kind: "service page (HTML)", path: service },
    { kind: "script (`/_astro/*.js`)", path: first(/\/_astro\/[\w.-]+\.js/, "script") },
    { kind: "image (`/_astro/*.avif`)", path: first(/\/_astro\/[\w.-]+\.avif/, "AVIF image") },
  ];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** One GET: the status and how the body was encoded (to show both servers send the same thing). */
function probe(url: string): Promise<{ status: number; encoding: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers: { "Accept-Encoding": "gzip" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, encoding: res.headers["content-encoding"] ?? "none", bytes }),
      );
    }).on("error", reject);
  });
}

async function waitUntilUp(url: string, what: () => string) {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    if ((await probe(url).catch(() => null))?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer:\n${what()}`);
}

/** A program's `-v` output (nginx writes it to stderr, wrk exits 1 after it). */
function versionOf(command: string): string {
  try {
    return execFileSync(command, ["-v"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return `${stdout}${stderr}`;
  }
}

const children: ChildProcess[] = [];
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  children.push(child);
  return { pid: child.pid ?? 0, output: () => output };
}
const tempDir = mkdtempSync(join(tmpdir(), "serendib-bench-nginx-"));
process.on("exit", () => {
  for (const child of children) child.kill("SIGTERM");
  rmSync(tempDir, { recursive: true, force: true });
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(1));

interface Server {
  url: string;
  /** The process that answers (nginx: its one worker), whose CPU time is counted. */
  pid: number;
}

async function startNode(): Promise<Server> {
  const port = await freePort();
  const { pid, output } = run(process.execPath, ["server/index.ts"], {
    ...process.env,
    ENV_FILE: join(tempDir, "no-such.env"),
    HOST: "127.0.0.1",
    PORT: String(port),
    BUILD_DIR: buildName,
    GEMINI_API_KEY: "",
  });
  await waitUntilUp(`http://127.0.0.1:${port}/api/health`, output);
  return { url: `http://127.0.0.1:${port}`, pid };
}

async function startNginx(): Promise<Server> {
  const port = await freePort();
  const config = nginxConfig({ port, tempDir, clientDir, asRoot: process.getuid?.() === 0 });
  writeFileSync(join(tempDir, "nginx.conf"), config);
  const { pid, output } = run(NGINX, [
    "-c",
    join(tempDir, "nginx.conf"),
    "-p",
    tempDir,
    "-e",
    join(tempDir, "error.log"),
    "-g",
    "daemon off;",
  ]);
  await waitUntilUp(`http://127.0.0.1:${port}/`, output);
  const worker = Number(readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim());
  return { url: `http://127.0.0.1:${port}`, pid: worker };
}

/** CPU seconds a process has used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

/** One wrk run: requests per second, p99 latency (ms), requests made and the server's CPU time meanwhile. */
function wrk(server: Server, path: string, seconds: number) {
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", "-H", "Accept-Encoding: gzip"];
  const cpuBefore = cpuSeconds(server.pid);
  const output = execFileSync(WRK, [...args, server.url + path], { encoding: "utf8" });
  const cpu = cpuSeconds(server.pid) - cpuBefore;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const requests = Number(/(\d+) requests in/.exec(output)?.[1]);
  const [, value = "", unit = ""] = /\s99%\s+([\d.]+)(us|ms|s)\b/.exec(output) ?? [];
  const p99 = Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit as "us" | "ms" | "s"];
  const errors = /Non-2xx or 3xx responses: (\d+)|Socket errors: .*/.exec(output)?.[0];
  if (errors) throw new Error(`wrk ${path}: ${errors}\n${output}`);
  if (!rps || !requests || Number.isNaN(p99)) throw new Error(`Could not read wrk's output:\n${output}`);
  return { rps, p99, requests, cpu };
}

/** node:http sending one answer copied from the real server, whatever is asked (bare-node-server.ts). */
async function startBareNode(source: string): Promise<Server> {
  const port = await freePort();
  const { pid, output } = run(process.execPath, ["scripts/bench/bare-node-server.ts", String(port), source]);
  await waitUntilUp(`http://127.0.0.1:${port}/`, output);
  return { url: `http://127.0.0.1:${port}`, pid };
}

const files = targets();
const node = await startNode();
const nginx = await startNginx();
console.log(
  `Node ${node.url}, nginx ${nginx.url}, bare node:http per file; ${files.length} files × 3 servers × ${rounds} rounds × ${duration} s, ${connections} connections.`,
);

const rows: string[] = [];
for (const { kind, path } of files) {
  const sent = await probe(node.url + path);
  const nginxStatus = (await probe(nginx.url + path)).status;
  if (sent.status !== 200 || nginxStatus !== 200)
    throw new Error(`${path}: Node ${sent.status}, nginx ${nginxStatus}`);
  const bare = await startBareNode(node.url + path);
  // A short warm-up each (the JIT, nginx's open-file cache), then rounds that take turns.
  wrk(node, path, 1);
  wrk(nginx, path, 1);
  wrk(bare, path, 1);
  const runs = {
    node: [] as ReturnType<typeof wrk>[],
    nginx: [] as ReturnType<typeof wrk>[],
    bare: [] as ReturnType<typeof wrk>[],
  };
  for (let round = 0; round < rounds; round++) {
    runs.node.push(wrk(node, path, duration));
    runs.nginx.push(wrk(nginx, path, duration));
    runs.bare.push(wrk(bare, path, duration));
  }
  process.kill(bare.pid, "SIGTERM");
  // The median round of each by req/s (its p99 with it), and CPU per request over all rounds.
  const median = (list: ReturnType<typeof wrk>[]) =>
    [...list].sort((a, b) => a.rps - b.rps)[Math.floor((list.length - 1) / 2)] as ReturnType<typeof wrk>;
  const cpuPerRequest = (list: ReturnType<typeof wrk>[]) =>
    (list.reduce((sum, run) => sum + run.cpu, 0) / list.reduce((sum, run) => sum + run.requests, 0)) * 1e6;
  const [n, x, b] = [median(runs.node), median(runs.nginx), median(runs.bare)];
  const size = sent.encoding === "none" ? `${sent.bytes} B` : `${sent.bytes} B ${sent.encoding}`;
  const row = [
    kind,
    `\`${path}\``,
    size,
    Math.round(n.rps),
    Math.round(x.rps),
    `**${(n.rps / x.rps).toFixed(2)}×**`,
    Math.round(b.rps),
    `${(b.rps / x.rps).toFixed(2)}×`,
    n.p99.toFixed(2),
    x.p99.toFixed(2),
    cpuPerRequest(runs.node).toFixed(0),
    cpuPerRequest(runs.nginx).toFixed(0),
  ].join(" | ");
  rows.push(`| ${row} |`);
  console.log(`| ${row} |`);
}

const nginxVersion = /nginx\/[\d.]+/.exec(versionOf(NGINX))?.[0] ?? "nginx";
const wrkVersion = /wrk [\d.]+/.exec(versionOf(WRK))?.[0] ?? "wrk";
const table = [
  "| kind | path | body sent | Node req/s | nginx req/s | Node / nginx | bare node:http req/s | bare / nginx | Node p99 ms | nginx p99 ms | Node CPU µs/req | nginx CPU µs/req |",
  "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows,
].join("\n");
const report = `# Serving the build: Node server vs nginx

Written by \`npm run bench:serve\` (scripts/bench/serve.ts) on ${new Date().toISOString().slice(0, 10)}: the real Node
server (\`node server/index.ts\`, ${process.version}) and ${nginxVersion} (one worker, \`gzip_static on\`,
\`sendfile on\`) on the same build (\`${buildName}/client\`), loopback,
\`wrk -t1 -c${connections} -d${duration}s -H 'Accept-Encoding: gzip'\` (${wrkVersion}) after a 1-second warm-up,
${rounds} rounds taking turns; req/s and p99 are each server's median round (by req/s), CPU per request is the server
process's CPU time (nginx: its worker) over all its rounds divided by the requests. Machine: ${cpus().length} ×
${cpus()[0]?.model.trim() ?? "unknown CPU"}, shared with other work and with wrk itself, so read the figures side
by side, not as absolutes; CPU per request is the steadier of the two. Both servers send the gzip form where the
build has one (not for images). The Node figures include everything the server does per request: the security
headers, the per-page CSP, the ETag; its plain requests for built files are answered by the built files' lane in
front of \`node:http\` (decision 0015). "Bare node:http" is the least \`node:http\` itself can do: a server
answering every request with the real server's answer for that file, copied whole at start, through
\`res.writeHead\` and \`res.end\` (scripts/bench/bare-node-server.ts): the distance between it and the server is
what the lane saves.

${table}
`;
writeFileSync(join(ROOT, "benchmarks", "serve.md"), report);
console.log(`\n${table}\n\nWritten to benchmarks/serve.md.`);
process.exit(0);
