/**
 * A throwaway copy of the repository for the browser editor's end-to-end test: the editor's local proxy
 * (decap-server, MODE=git) saves into it and commits there, and it is built into its own folder. This
 * checkout's content is never touched.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

export const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const NODE = join(ROOT, "node_modules", ".bin", "node");

const git = (dir: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Editor test", "-c", "user.email=editor-test@localhost", ...args], {
    cwd: dir,
    encoding: "utf8",
  }).trim();

export interface Workspace {
  dir: string;
  git: (...args: string[]) => string;
  read: (path: string) => string;
  exists: (path: string) => boolean;
  write: (path: string, text: string) => void;
  remove: () => void;
}

/** Every file git knows in this checkout (with uncommitted changes), in a new repository with one commit on main. */
export function copyRepository(): Workspace {
  const dir = mkdtempSync(join(tmpdir(), "serendib-editor-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file && existsSync(join(ROOT, file)));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(ROOT, file), join(dir, file));
  }
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
  git(dir, "init", "--quiet", "--initial-branch=main");
  writeFileSync(join(dir, ".git", "info", "exclude"), "/node_modules\n/dist-cms/\n/.cms-test-cache/\n");
  git(dir, "add", "--all");
  git(dir, "commit", "--quiet", "--no-verify", "--message", "Copy for the editor test");
  return {
    dir,
    git: (...args) => git(dir, ...args),
    read: (path) => readFileSync(join(dir, path), "utf8"),
    exists: (path) => existsSync(join(dir, path)),
    write: (path, text) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The local proxy's address the admin page of the end-to-end build looks for (from its generated config). */
export function proxyPortOf(buildDir: string): number {
  const config = parse(readFileSync(join(ROOT, buildDir, "client", "admin", "config.yml"), "utf8")) as {
    local_backend: { url: string };
  };
  return Number(new URL(config.local_backend.url).port);
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/** Starts decap-server in git mode on the workspace; resolves once it listens. */
export async function startProxy(
  workspace: Workspace,
  port: number,
): Promise<{ stop: () => Promise<void>; log: () => string }> {
  if (await listening(port)) throw new Error(`Port ${port} is taken: another editor proxy is running.`);
  let log = "";
  const child: ChildProcess = spawn(NODE, [join(ROOT, "node_modules", "decap-server", "dist", "index.js")], {
    cwd: workspace.dir,
    env: {
      ...process.env,
      MODE: "git",
      PORT: String(port),
      BIND_HOST: "127.0.0.1",
      GIT_REPO_DIRECTORY: workspace.dir,
      GIT_AUTHOR_NAME: "Editor test",
      GIT_AUTHOR_EMAIL: "editor-test@localhost",
      GIT_COMMITTER_NAME: "Editor test",
      GIT_COMMITTER_EMAIL: "editor-test@localhost",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const deadline = Date.now() + 15_000;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(`decap-server did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    log: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill();
      }),
  };
}

/**
 * Builds the workspace into `dist-cms/` with its own Astro cache, seeded with this checkout's optimised
 * images so only new pictures are processed. `env` adds build variables (the end-to-end build's EmailJS ids).
 */
export function buildWorkspace(workspace: Workspace, env: Record<string, string> = {}): string {
  const cache = join(workspace.dir, ".cms-test-cache");
  const images = join(ROOT, "node_modules", ".astro", "assets");
  if (existsSync(images)) cpSync(images, join(cache, "assets"), { recursive: true });
  workspace.write(
    "astro.cms-test.config.ts",
    'import config from "./astro.config.ts";\n\nexport default { ...config, cacheDir: "./.cms-test-cache" };\n',
  );
  execFileSync(
    NODE,
    [
      join(ROOT, "node_modules", "astro", "bin", "astro.mjs"),
      "build",
      "--config",
      "astro.cms-test.config.ts",
    ],
    {
      cwd: workspace.dir,
      env: { ...process.env, ...env, BUILD_DIR: "dist-cms", ASTRO_TELEMETRY_DISABLED: "1" },
      stdio: "pipe",
      timeout: 480_000,
    },
  );
  return join(workspace.dir, "dist-cms", "client");
}
