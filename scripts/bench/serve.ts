/**
 * How the production recipe (deploy/nginx/) serves the build next to plain nginx, and the Node server next to
 * both (not a test).
 *   npm run bench:serve -- [--duration 5] [--connections 32] [--rounds 3]
 * Builds nothing: it needs an existing build (`npm run build`; `BUILD_DIR` picks another). It starts the real
 * Node server (`node server/index.ts`), plain nginx on the same `<build>/client` (serve-config: `gzip_static`,
 * no headers of its own) and nginx with the recipe's site (its TLS left out, as plain nginx has none; the rest
 * as shipped: the build's `nginx-site.conf`, every page with its headers, `/api/` handed to that Node server),
 * all on loopback ports with the same nginx settings around them. Then `wrk -t1 -c<connections>
 * -d<duration>s -H 'Accept-Encoding: gzip'` against each for one file of each kind (the home page, a service
 * page, a script and an image, read from the home page), in rounds that take turns. Last, a fresh Node server's
 * memory under 20 posts at once, per form (serve-memory.ts). Prints markdown tables and writes them to
 * benchmarks/serve.md. Needs nginx and wrk: `apt-get install -y nginx wrk`.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { EnquiryFormsSettings } from "#contracts/enquiry-forms/settings.ts";
import { SITE_MANIFEST_FILE, type SiteManifest } from "#server/site-manifest.ts";
import { freePort } from "#tests/deploy/helpers.ts";
import { recipeSite } from "#tests/deploy/nginx-recipe.ts";
import { nginxConfig, plainSite } from "./nginx-config.ts";
import { measureMemory } from "./serve-memory.ts";
import {
  NGINX,
  probe,
  type Server,
  startNginx,
  startNode,
  tempDir,
  versionOf,
  WRK,
  type WrkRun,
  wrk,
} from "./serve-servers.ts";

const ROOT = join(import.meta.dirname, "..", "..");
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
  [join(build, "nginx-site.conf"), `no nginx-site.conf in ${buildName}/: run \`npm run build\` again`],
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

const asRoot = process.getuid?.() === 0;
const node = await startNode(buildName);
const plainPort = await freePort();
const plain = await startNginx(
  "plain",
  nginxConfig({ tempDir, asRoot, sites: [plainSite(plainPort, clientDir)] }),
  `http://127.0.0.1:${plainPort}`,
);
const recipePorts = {
  http: await freePort(),
  https: await freePort(),
  backend: Number(new URL(node.url).port),
};
const recipe = await startNginx(
  "recipe",
  nginxConfig({ tempDir, asRoot, sites: [recipeSite(tempDir, build, recipePorts, { tls: false })] }),
  `http://127.0.0.1:${recipePorts.https}`,
);
const servers = { recipe, plain, node } satisfies Record<string, Server>;
console.log(
  `recipe ${recipe.url}, plain nginx ${plain.url}, Node ${node.url}; ${targets().length} files × 3 servers × ${rounds} rounds × ${duration} s, ${connections} connections.`,
);

/** The median round by req/s (its p99 with it), and CPU per request (µs) over all rounds. */
const median = (list: WrkRun[]) =>
  [...list].sort((a, b) => a.rps - b.rps)[Math.floor((list.length - 1) / 2)]!;
const cpuPerRequest = (list: WrkRun[]) =>
  (list.reduce((sum, run) => sum + run.cpu, 0) / list.reduce((sum, run) => sum + run.requests, 0)) * 1e6;

const rows: string[] = [];
for (const { kind, path } of targets()) {
  const sent = await probe(recipe.url + path);
  for (const [name, server] of Object.entries(servers)) {
    const { status, encoding } = await probe(server.url + path);
    if (status !== 200 || encoding !== sent.encoding)
      throw new Error(
        `${path}: ${name} answers ${status} ${encoding}, the recipe ${sent.status} ${sent.encoding}`,
      );
  }
  const runs = { recipe: [] as WrkRun[], plain: [] as WrkRun[], node: [] as WrkRun[] };
  // A short warm-up each (the JIT, nginx's open-file cache), then rounds that take turns.
  for (const server of Object.values(servers)) wrk(server, path, 1, connections);
  for (let round = 0; round < rounds; round++) {
    for (const [name, server] of Object.entries(servers))
      runs[name as keyof typeof runs].push(wrk(server, path, duration, connections));
  }
  const [r, p, n] = [median(runs.recipe), median(runs.plain), median(runs.node)];
  const size = sent.encoding === "none" ? `${sent.bytes} B` : `${sent.bytes} B ${sent.encoding}`;
  const row = [
    kind,
    `\`${path}\``,
    size,
    Math.round(r.rps),
    Math.round(p.rps),
    `**${(r.rps / p.rps).toFixed(2)}×**`,
    Math.round(n.rps),
    `${(n.rps / p.rps).toFixed(2)}×`,
    `${r.p99.toFixed(2)} · ${p.p99.toFixed(2)} · ${n.p99.toFixed(2)}`,
    `${cpuPerRequest(runs.recipe).toFixed(0)} · ${cpuPerRequest(runs.plain).toFixed(0)} · ${cpuPerRequest(runs.node).toFixed(0)}`,
  ].join(" | ");
  rows.push(`| ${row} |`);
  console.log(`| ${row} |`);
}
for (const server of Object.values(servers)) server.stop();

console.log("\nMemory of a fresh Node server, 20 posts at once:");
const forms: EnquiryFormsSettings = JSON.parse(readFileSync(join(build, "enquiry-forms.json"), "utf8"));
const fresh = await startNode(buildName);
const memoryRows = await measureMemory(fresh, forms);

const nginxVersion = /nginx\/[\d.]+/.exec(versionOf(NGINX))?.[0] ?? "nginx";
const wrkVersion = /wrk [\d.]+/.exec(versionOf(WRK))?.[0] ?? "wrk";
const speedTable = [
  "| kind | path | body sent | recipe req/s | plain nginx req/s | recipe / plain | Node req/s | Node / plain | p99 ms recipe · plain · Node | CPU µs/req recipe · plain · Node |",
  "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows,
].join("\n");
const memoryTable = [
  "| 20 posts at once | body each | statuses | RSS before MB | peak RSS MB | peak − before MB |",
  "| --- | ---: | --- | ---: | ---: | ---: |",
  ...memoryRows,
].join("\n");
const loads = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" / ");
const report = `# Serving the build: the nginx recipe, plain nginx and the Node server

Written by \`npm run bench:serve\` (scripts/bench/serve.ts) on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC.
Three servers on the same build (\`${buildName}/client\`), on loopback:
- **recipe**: ${nginxVersion} with the production site of \`deploy/nginx/serendib-digital.conf\` and the build's
  \`nginx-site.conf\` (every page at its address with its own headers and CSP, the files with theirs, \`gzip_static\`);
  its TLS is left out, as plain nginx has none, and \`/api/\` goes to the Node server below;
- **plain nginx**: the same nginx serving the folder with \`gzip_static\` and no headers of its own;
- **Node**: the embedded default \`npm start\` runs (\`node server/index.ts\`, ${process.version}): Hono with
  @hono/node-server's \`serveStatic\` (precompressed forms, read per request), the site's headers, ETag (decision 0018).

Both nginx run one worker with \`sendfile\` and long keep-alive. \`wrk -t1 -c${connections} -d${duration}s -H 'Accept-Encoding: gzip'\`
(${wrkVersion}) after a 1-second warm-up, ${rounds} rounds taking turns; req/s and p99 are each server's median round
(by req/s); CPU per request is the serving process's CPU time (nginx: its worker) over all its rounds divided by
its requests. Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown CPU"}, shared with wrk itself; load average
at the end ${loads}. Read the figures side by side, not as absolutes. The Node figures are for information:
production serves the files through nginx or the edge.

${speedTable}

## Memory of the Node server under 20 concurrent posts

A fresh Node server; each burst is 20 posts sent at once, each from its own loopback address. The longest valid
enquiries (every field at its limit in Sinhala, whose letters take the most bytes encoded) are handed to the
messaging app (303); a body of the forms' limit is one long field, refused (422); the chat's is cut JSON (400).
A body past the limit is refused as soon as it crosses it (\`tests/deploy/form-posts-memory.test.ts\`).

${memoryTable}
`;
writeFileSync(join(ROOT, "benchmarks", "serve.md"), report);
console.log(`\n${speedTable}\n\n${memoryTable}\n\nWritten to benchmarks/serve.md.`);
process.exit(0);
