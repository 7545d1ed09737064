/**
 * `npm run editor`: the browser editor on a staff member's machine. Starts the local proxy (decap-server in
 * git mode: each save is a commit in this checkout, on the checked-out branch) and the site's dev server, whose
 * /admin is the editor and whose pages show each saved change at once. Ctrl+C stops both.
 *
 * Environment: CMS_PROXY_PORT (default 8081), PORT (the site, default 4321).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_PROXY_PORT } from "./settings.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const node = process.execPath;
const proxyPort = process.env.CMS_PROXY_PORT || String(DEFAULT_PROXY_PORT);
const sitePort = process.env.PORT || "4321";

const pending = execFileSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" }).trim();
if (pending)
  console.warn(
    "\nNote: this checkout has changes that are not committed. The editor commits everything in the checkout\n" +
      "with each save (git add --all), so commit or stash your own changes first if they should stay apart.\n",
  );

const children: ChildProcess[] = [
  spawn(node, [join(root, "node_modules", "decap-server", "dist", "index.js")], {
    cwd: root,
    env: { ...process.env, MODE: "git", PORT: proxyPort, BIND_HOST: "127.0.0.1", GIT_REPO_DIRECTORY: root },
    stdio: "inherit",
  }),
  spawn(node, [join(root, "node_modules", "astro", "bin", "astro.mjs"), "dev", "--port", sitePort], {
    cwd: root,
    env: { ...process.env, CMS_PROXY_PORT: proxyPort },
    stdio: "inherit",
  }),
];
console.log(
  `\nThe editor: http://localhost:${sitePort}/admin (saves are commits on the checked-out branch)\n`,
);

const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
