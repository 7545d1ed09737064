/**
 * Staff sign in to /admin on the published site with GitHub, through the site's own OAuth handshake
 * (server/auth/github-oauth.ts), in real Chromium against the real Node server. GitHub is a fake on 127.0.0.1
 * (tests/e2e/editor/fake-github.ts) over a throwaway git repository; nothing reaches github.com. The build is
 * the end-to-end build, copied (hard links) with only the admin page's files made again for the GitHub
 * backend: base_url the server, api_root the fake.
 *
 * - Sign in, see the collections, save one change: a draft (branch, commit, pull request) at the fake.
 * - A page of another origin that opens the sign-in receives nothing.
 * - Without the app's secrets, /admin says sign-in is not configured.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import {
  adminHtml,
  bundleEditorScript,
  CONFIG_PATH,
  configYaml,
  generateConfig,
  siteName,
} from "#scripts/content-editor/admin-files.ts";
import { editorOrigins } from "#scripts/content-editor/decap-config.ts";
import { editorBackend } from "#scripts/content-editor/settings.ts";
import { freePort, type Started, send, start, waitFor } from "#tests/deploy/helpers.ts";
import { type FakeGithub, startFakeGithub } from "./editor/fake-github.ts";
import { ROOT } from "./editor/workspace.ts";
import { services } from "./site-content.ts";

test.describe.configure({ mode: "serial" });
test.use({ actionTimeout: 20_000 });

const REPO = "serendib/website";
const CLIENT_ID = "fake-client-id";
const CLIENT_SECRET = "fake-client-secret";
const BUILD = "dist-e2e-sign-in";
const NODE = join(ROOT, "node_modules", ".bin", "node");

/** The end-to-end build with the admin page configured for GitHub (the rest hard-linked, never changed). */
async function copyBuild(port: number, apiRoot: string) {
  const source = join(ROOT, "dist-e2e");
  const target = join(ROOT, BUILD);
  if (!existsSync(join(source, "site-manifest.json"))) throw new Error("Run npm run build:e2e first.");
  rmSync(target, { recursive: true, force: true });
  execFileSync("cp", ["-al", source, target]);
  const client = join(target, "client");
  // A file is replaced, never written through its link (that would change dist-e2e).
  const replace = (path: string, text: string) => {
    for (const file of [path, `${path}.br`, `${path}.gz`]) rmSync(file, { force: true });
    writeFileSync(path, text);
  };
  const backend = editorBackend(
    // An unused proxy port: the editor on 127.0.0.1 must not find anyone's local proxy.
    { CMS_GITHUB_REPO: REPO, CMS_GITHUB_API_ROOT: apiRoot, CMS_PROXY_PORT: String(await freePort()) },
    `http://127.0.0.1:${port}`,
  );
  replace(join(client, CONFIG_PATH), configYaml(generateConfig(backend, `http://127.0.0.1:${port}`)));
  const script = await bundleEditorScript();
  replace(join(client, script.name), script.code);
  replace(
    join(client, "admin.html"),
    adminHtml({ siteName: siteName(), editorScript: script.name, signIn: "github" }),
  );
  const manifestFile = join(target, "site-manifest.json");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  replace(manifestFile, JSON.stringify({ ...manifest, editorOrigins: editorOrigins(backend) }));
}

/** The real server on `port`, serving the copied build; without the app's secrets unless `env` gives them. */
async function startServer(port: number, env: Record<string, string>): Promise<Started> {
  const server = start(NODE, ["server/index.ts"], {
    ENV_FILE: join(ROOT, "tests", "e2e", "no-such.env"),
    PORT: String(port),
    HOST: "127.0.0.1",
    BUILD_DIR: BUILD,
    GEMINI_API_KEY: "",
    GITHUB_OAUTH_CLIENT_ID: "",
    GITHUB_OAUTH_CLIENT_SECRET: "",
    ...env,
  });
  await waitFor(
    async () => (await send(`http://127.0.0.1:${port}/api/health`)).status === 200,
    () => `the server to start:\n${server.output()}`,
    20_000,
  );
  return server;
}

let fake: FakeGithub;
let repoDir: string;
let site: string;
let unconfigured: string;
const servers: Started[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The repository the fake GitHub holds: this checkout's committed files, on main.
  repoDir = mkdtempSync(join(tmpdir(), "serendib-fake-github-"));
  const branch = execFileSync("git", ["rev-parse", "--abbrev-ref", "HEAD"], {
    cwd: ROOT,
    encoding: "utf8",
  }).trim();
  execFileSync("git", ["clone", "--quiet", "--single-branch", "--branch", branch, ROOT, repoDir]);
  execFileSync("git", ["checkout", "--quiet", "-B", "main"], { cwd: repoDir });
  fake = await startFakeGithub({ repoDir, repo: REPO, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  const port = await freePort();
  const otherPort = await freePort();
  site = `http://127.0.0.1:${port}`;
  unconfigured = `http://127.0.0.1:${otherPort}`;
  await copyBuild(port, fake.url);
  servers.push(
    await startServer(port, {
      GITHUB_OAUTH_CLIENT_ID: CLIENT_ID,
      GITHUB_OAUTH_CLIENT_SECRET: CLIENT_SECRET,
      GITHUB_OAUTH_BASE_URL: fake.url,
    }),
    await startServer(otherPort, {}),
  );
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await fake?.close();
  // Nothing of the code, the token or the state in the server's log.
  for (const server of servers) {
    const log = server.output();
    expect(log).not.toContain(fake.token);
    expect(log).not.toMatch(/code\d|state=/);
  }
  if (repoDir) rmSync(repoDir, { recursive: true, force: true });
  rmSync(join(ROOT, BUILD), { recursive: true, force: true });
});

async function signIn(page: Page) {
  await page.goto(`${site}/admin`);
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Login with GitHub" }).click();
  await (await popup).waitForEvent("close", { timeout: 20_000 }).catch(() => {});
}

test("staff sign in with GitHub through the site, see the collections and save a change as a draft", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const edited = services[0]!;
  const tagline = `Signed in and edited at ${Date.now()}.`;
  await signIn(page);
  await expect(page.getByRole("link", { name: "Services", exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("link", { name: "Page copy: Home", exact: true }).first()).toBeVisible();
  // The handshake: the popup went to the fake's authorize page with this site's callback, and the code was
  // exchanged by the server with the app's secret.
  const authorize = fake.requests.find((request) => request.path === "/login/oauth/authorize");
  expect(authorize?.query).toMatchObject({
    client_id: CLIENT_ID,
    redirect_uri: `${site}/api/auth/callback`,
    scope: "repo",
  });
  const exchange = fake.requests.find((request) => request.path === "/login/oauth/access_token");
  expect(exchange?.body).toMatchObject({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET });
  expect(fake.requests.some((request) => request.path === "/user")).toBe(true);

  await page.getByRole("link", { name: "Services", exact: true }).click();
  await page.getByRole("link", { name: edited.data.title, exact: true }).click();
  await page.getByRole("textbox", { name: "Tagline", exact: true }).first().fill(tagline);
  await page.getByRole("button", { name: "Save", exact: true }).click();

  // A draft: a branch with one commit holding the edited file, and a pull request labelled as a draft.
  await expect.poll(() => fake.pulls.length, { timeout: 30_000 }).toBe(1);
  const pull = fake.pulls[0]!;
  expect(pull.base).toBe("main");
  expect(pull.head).toBe(`cms/services/${edited.id}`);
  await expect.poll(() => pull.labels).toEqual(["decap-cms/draft"]);
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repoDir, encoding: "utf8" }).trim();
  expect(git("rev-parse", "main")).toBe(git("rev-parse", `${pull.head}~1`));
  expect(git("log", "-1", "--format=%s", pull.head)).toContain("(browser editor)");
  expect(git("diff", "--name-only", "main", pull.head).split("\n")).toEqual([edited.file]);
  expect(git("show", `${pull.head}:${edited.file}`)).toContain(`tagline: ${tagline}`);
  const commit = fake.requests.find(
    (request) => request.method === "POST" && request.path.endsWith("/git/commits"),
  );
  expect(commit?.headers.authorization).toBe(`token ${fake.token}`);
});

test("a page of another origin that opens the sign-in receives no message and no token", async ({ page }) => {
  await page.route("http://elsewhere.test/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><button id="open">open</button><script>
        window.received = [];
        window.addEventListener("message", (event) => {
          window.received.push(String(event.data));
          // Try Decap's reply anyway.
          event.source && event.source.postMessage("authorizing:github", "*");
        });
        document.getElementById("open").onclick = () => {
          window.popup = window.open(${JSON.stringify(`${site}/api/auth?provider=github&scope=repo`)}, "auth");
          setInterval(() => { try { window.popup.postMessage("authorizing:github", "*"); } catch {} }, 100);
        };
      </script>`,
    }),
  );
  await page.goto("http://elsewhere.test/");
  const popupOpened = page.waitForEvent("popup");
  await page.locator("#open").click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/api\/auth\/callback\?/);
  await expect(popup.locator("#status")).toHaveText(/Signing in/);
  // The token page ran (it holds a token) and waited: nothing reached the other origin.
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual([]);
});

test("without the app's secrets, /admin says sign-in is not configured", async ({ page }) => {
  await page.goto(`${unconfigured}/admin`);
  await expect(page.getByRole("heading", { name: "Sign-in is not configured" })).toBeVisible();
  await expect(page.getByText("GITHUB_OAUTH_CLIENT_SECRET")).toBeVisible();
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toHaveCount(0);
  const start = await page.request.get(`${unconfigured}/api/auth?provider=github`, { maxRedirects: 0 });
  expect(start.status()).toBe(503);
  expect(await start.text()).toContain("Sign-in is not configured");
});
