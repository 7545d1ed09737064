/**
 * A container engine for the tests: Debian's podman (with runc). No container registry is reachable here, so
 * the `node:22-slim` the Dockerfile starts from is stood in for by a local image made the same way: a minimal
 * Debian bookworm (debootstrap) with this project's Node 22 and npm and a `node` user (uid 1000).
 */
import { type ExecFileSyncOptions, execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "./helpers.ts";

const PODMAN = process.env.PODMAN_PATH ?? "/usr/bin/podman";
/** podman's default runtime (crun) fails on cgroups and rlimits here; runc with fixed limits works. */
export const RUN_FLAGS = ["--runtime", "runc", "--ulimit", "nofile=1024:1024", "--ulimit", "nproc=1024:1024"];

export function podman(args: string[], options: ExecFileSyncOptions = {}): string {
  return String(execFileSync(PODMAN, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, ...options }));
}

export function requireEngine() {
  for (const tool of [PODMAN, "/usr/sbin/runc", "/usr/sbin/debootstrap"])
    if (!existsSync(tool))
      throw new Error(`${tool} is missing: apt-get install podman runc debootstrap (.ci/run installs them)`);
}

/** The stand-in for node:22-slim, made once per machine (about 45 s) and kept in podman's storage. */
export function localNodeImage(): string {
  const nodeVersion = execFileSync(process.execPath, ["--version"], { encoding: "utf8" }).trim();
  const image = `localhost/serendib-node-slim:${nodeVersion.slice(1)}`;
  if (podman(["images", "-q", image]).trim()) return image;
  const dir = mkdtempSync(join(tmpdir(), "serendib-rootfs-"));
  const rootfs = join(dir, "rootfs");
  try {
    execFileSync(
      "/usr/sbin/debootstrap",
      ["--variant=minbase", "--include=ca-certificates", "bookworm", rootfs, "http://deb.debian.org/debian"],
      { stdio: "ignore" },
    );
    cpSync(process.execPath, join(rootfs, "usr/local/bin/node"));
    const npm = join(ROOT, "node_modules", "npm");
    const npmSource = existsSync(npm) ? npm : "/usr/lib/node_modules/npm";
    mkdirSync(join(rootfs, "usr/local/lib/node_modules"), { recursive: true });
    cpSync(npmSource, join(rootfs, "usr/local/lib/node_modules/npm"), { recursive: true });
    symlinkSync("../lib/node_modules/npm/bin/npm-cli.js", join(rootfs, "usr/local/bin/npm"));
    execFileSync("chroot", [rootfs, "sh", "-c", "groupadd -g 1000 node && useradd -u 1000 -g node -m node"]);
    execFileSync("sh", ["-c", `tar -C '${rootfs}' -c . | '${PODMAN}' import - '${image}'`], {
      stdio: "ignore",
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return image;
}
