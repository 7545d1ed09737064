/** Starting and stopping what the deployment tests need, and HTTP requests from a chosen client address. */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { createServer } from "node:net";
import { join } from "node:path";

export const ROOT = join(import.meta.dirname, "..", "..");
/** The build the deployment tests serve: the end-to-end build (`npm run build:e2e`). */
export const TEST_BUILD = process.env.DEPLOY_TEST_BUILD ?? "dist-e2e";

export function requireBuild(): string {
  const dir = join(ROOT, TEST_BUILD);
  if (!existsSync(join(dir, "assistant-knowledge.json")))
    throw new Error(`No build in ${TEST_BUILD}/: run \`npm run build:e2e\` first.`);
  return dir;
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The local address to send from (127.0.0.x): a second client on this machine. */
  localAddress?: string;
  /** A CA certificate to trust (HTTPS through the test proxy). */
  ca?: string | Buffer;
}

/** One HTTP(S) request; redirects are not followed. */
export function send(url: string, options: RequestOptions = {}): Promise<Reply> {
  const target = new URL(url);
  const request = target.protocol === "https:" ? httpsRequest : httpRequest;
  const body = options.body ?? "";
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      {
        method: options.method ?? "GET",
        headers: {
          ...(body ? { "Content-Length": String(Buffer.byteLength(body)) } : {}),
          ...options.headers,
        },
        localAddress: options.localAddress,
        ca: options.ca,
        agent: false,
        // A form's hand-off to the messaging app carries the whole enquiry in its Location (browsers read
        // headers up to 256 KB; Node's client stops at 16 KB).
        maxHeaderSize: 256 * 1024,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

export const header = (reply: Reply, name: string) => {
  const value = reply.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
};

/** A port nobody listens on now (for programs that need one in their configuration). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function waitFor(
  check: () => Promise<boolean>,
  what: string | (() => string),
  timeoutMs = 15_000,
) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for ${typeof what === "function" ? what() : what}`);
}

export interface Started {
  process: ChildProcess;
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts a program; its output is kept for the test's messages. */
export function start(
  command: string,
  args: string[],
  env: Record<string, string | undefined> = {},
): Started {
  // A variable given as undefined is left out (not inherited either).
  const merged = Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined);
  const child = spawn(command, args, {
    cwd: ROOT,
    env: Object.fromEntries(merged),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    process: child,
    output: () => output,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** The Node server (`node server/index.ts`) on a free port, serving the test build. */
export async function startNodeServer(env: Record<string, string | undefined> = {}) {
  requireBuild();
  const port = await freePort();
  const server = start(process.execPath, ["server/index.ts"], {
    ENV_FILE: join(ROOT, "tests", "deploy", "no-such.env"),
    PORT: String(port),
    HOST: "127.0.0.1",
    BUILD_DIR: TEST_BUILD,
    GEMINI_API_KEY: "",
    GITHUB_OAUTH_CLIENT_ID: "",
    GITHUB_OAUTH_CLIENT_SECRET: "",
    TRUST_PROXY: "off",
    ...env,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => (await send(`${baseUrl}/api/health`)).status === 200,
    () => `the Node server\n${server.output()}`,
  );
  return { ...server, baseUrl, port };
}

/** Resident memory now and its peak since the last `forgetPeak` (Linux /proc), in bytes. */
export function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)![1]) * 1024;
  return { rss: field("VmRSS"), peak: field("VmHWM") };
}

/** Resets a process's peak resident memory to what it holds now. */
export const forgetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, "5");
