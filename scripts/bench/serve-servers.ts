/**
 * What `npm run bench:serve` (serve.ts) runs and measures: the Node server, nginx with a configuration of the
 * bench's, wrk against either, and a process's CPU time and memory from /proc. Every process it starts is
 * stopped when the bench exits.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "#tests/deploy/helpers.ts";

const ROOT = join(import.meta.dirname, "..", "..");
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
export const WRK = process.env.WRK_PATH ?? "/usr/bin/wrk";

export const tempDir = mkdtempSync(join(tmpdir(), "serendib-bench-serve-"));
for (const name of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(tempDir, name));
const children: ChildProcess[] = [];
process.on("exit", () => {
  for (const child of children) child.kill("SIGTERM");
  rmSync(tempDir, { recursive: true, force: true });
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(1));

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  children.push(child);
  return { pid: child.pid ?? 0, output: () => output, stop: () => child.kill("SIGTERM") };
}

/** One GET: the status and how the body was encoded (to show the servers send the same thing). */
export function probe(url: string): Promise<{ status: number; encoding: string; bytes: number }> {
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
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    if ((await probe(url).catch(() => null))?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer:\n${what()}`);
}

/** A program's `-v` output (nginx writes it to stderr, wrk exits 1 after it). */
export function versionOf(command: string): string {
  try {
    return execFileSync(command, ["-v"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return `${stdout}${stderr}`;
  }
}

export interface Server {
  url: string;
  /** The process that answers (nginx: its one worker), whose CPU time is counted. */
  pid: number;
  stop: () => void;
}

/** The Node server as `npm start` runs it, on `buildName`, no AI key, no proxy in front. */
export async function startNode(buildName: string): Promise<Server> {
  const port = await freePort();
  const { pid, output, stop } = run(process.execPath, ["server/index.ts"], {
    ...process.env,
    ENV_FILE: join(tempDir, "no-such.env"),
    HOST: "127.0.0.1",
    PORT: String(port),
    BUILD_DIR: buildName,
    GEMINI_API_KEY: "",
    TRUST_PROXY: "off",
  });
  await waitUntilUp(`http://127.0.0.1:${port}/api/health`, output);
  return { url: `http://127.0.0.1:${port}`, pid, stop };
}

/** nginx with `config` (its own file in the temporary folder), answering at `url`. */
export async function startNginx(name: string, config: string, url: string): Promise<Server> {
  const file = join(tempDir, `${name}.conf`);
  writeFileSync(file, config.replace(join(tempDir, "nginx.pid"), join(tempDir, `${name}.pid`)));
  const args = ["-c", file, "-p", tempDir, "-e", join(tempDir, `${name}.error.log`), "-g", "daemon off;"];
  const { pid, output, stop } = run(NGINX, args);
  await waitUntilUp(url, output);
  const worker = Number(readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim());
  return { url, pid: worker, stop };
}

/** CPU seconds a process has used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

export interface WrkRun {
  rps: number;
  /** Milliseconds. */
  p99: number;
  requests: number;
  /** The server's CPU seconds during the run. */
  cpu: number;
}

/** One wrk run (one thread, `connections`, gzip accepted) against `server` for `path`. */
export function wrk(server: Server, path: string, seconds: number, connections: number): WrkRun {
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
