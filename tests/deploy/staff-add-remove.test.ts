// Longer than a screen because it is one end-to-end run: every kind of staff change in one copy, then the
// suites, the build and the checks on it.
/**
 * "Add and remove freely" (docs/editing-content.md), end to end. In a throwaway copy of the repository the
 * editor's own backend (decap-server in git mode, the local proxy /admin saves through) receives what /admin
 * sends when a staff member publishes (`persistEntry`, the file written by the editor's own YAML format) and
 * deletes (`deleteFiles`), each a commit: a new portfolio piece, package, partner and service, the deletion of
 * a technology; a testimonial and a team member added and one of each deleted; the services page's copy saved
 * with a service card and a skill tag added and one of each removed. Then, in that copy, what `npm test` runs
 * on content passes: the whole unit suite, one build (as `npm run build:e2e` makes it), `check:build` and the
 * browser suite on that build, but the specs of behaviour no entry shapes (`BEHAVIOUR_ONLY_SPECS`: the whole
 * suite on the copy, `STAFF_E2E_ALL=1`, adds about ten minutes on 2 cores). Each change shows where it belongs: its page, every footer, the contact form, the sitemap, the
 * structured data, llms.txt, the agents' tools and the assistant's knowledge. Last, two bad edits (a piece's
 * alt text emptied by hand, the deletion of a service another file refers to) fail `check:content` and the
 * build, each message naming the file and the field.
 *
 * About as long as the unit and browser suites together, plus a build; part of `npm run test:deploy`, so of
 * `npm test`. Alone:
 *   npx vitest run --config vitest.deploy.config.ts tests/deploy/staff-add-remove.test.ts
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseAssistantKnowledge } from "#contracts/assistant-knowledge.ts";
import { LOCALES } from "#contracts/locales.ts";
import { generateConfig } from "#scripts/content-editor/admin-files.ts";
import { yamlFormat } from "#scripts/content-editor/formats.ts";
import { createSiteAssistant } from "#server/chat/site-assistant.ts";
import { buildWorkspace, copyRepository, startProxy, type Workspace } from "#tests/e2e/editor/workspace.ts";
import { freePort, send } from "./helpers.ts";

const NODE = process.execPath;
/** The end-to-end build's variables (package.json, build:e2e): its budgets are measured on that build. */
const E2E_ENV = {
  // Vitest runs with NODE_ENV=test, which would give React's development build.
  NODE_ENV: "production",
  VITE_EMAILJS_PUBLIC_KEY: "e2e-public-key",
  VITE_EMAILJS_SERVICE_ID: "e2e-service",
  VITE_EMAILJS_NEWSLETTER_TEMPLATE_ID: "e2e-newsletter",
  VITE_EMAILJS_LAUNCH_TEMPLATE_ID: "e2e-launch",
};

const piece = {
  id: "harbour-lights-festival-poster",
  title: "Harbour lights festival poster",
  alt: "A poster of lanterns over Colombo harbour at night, with the festival dates in gold",
};
const pkg = { id: "drone-footage-day", title: "Drone Footage Day" };
const partner = { id: "ceylon-kite-co", name: "Ceylon Kite Co" };
const service = { id: "video-production", title: "Video Production" };
const removed = { id: "laravel", name: "Laravel" };
const CONTENT_DIR = join(import.meta.dirname, "..", "..", "src", "content");

/**
 * The last English entry of a folder that no other content file refers to (a case study names its client's
 * testimonial, an article its author: deleting those is refused, as it should be), with its `name`.
 */
function unreferenced(folder: string): { id: string; name: string } {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  const others = files(CONTENT_DIR)
    .filter((file) => !file.startsWith(join(CONTENT_DIR, folder)) && /\.(?:ya?ml|md)$/.test(file))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const ids = readdirSync(join(CONTENT_DIR, folder))
    .filter((file) => file.endsWith(".en.yaml"))
    .map((file) => file.slice(0, -".en.yaml".length));
  const id = ids.findLast((candidate) => !new RegExp(`[:\\-\\[,]\\s*${candidate}\\b`).test(others));
  if (!id) throw new Error(`every entry of ${folder}/ is referred to by another file`);
  const { name } = parse(readFileSync(join(CONTENT_DIR, folder, `${id}.en.yaml`), "utf8")) as {
    name: string;
  };
  return { id, name };
}

/** What issue 29 names: a testimonial, a service card, a skill tag and a team member added, one of each removed. */
const testimonial = {
  add: { id: "kasun-perera", name: "Kasun Perera", company: "Perera Spice Gardens, Matale" },
  remove: unreferenced("testimonials"),
};
const member = {
  add: { id: "dinusha-silva", name: "Dinusha Silva", role: "Video Producer" },
  remove: unreferenced("team"),
};
const card = { add: "Brand Films and Reels", remove: "Graphic Design" };
const skill = { add: "Drone Filming", remove: "Google Ads" };

interface FolderCollection {
  name: string;
  label: string;
  label_singular?: string;
  folder: string;
  extension: string;
  fields: Array<{ name: string }>;
}

/** What /admin sends decap-server for a folder collection's entries (from the editor's own configuration). */
/**
 * The editor's backend, driven as the editor drives it. With its i18n (`multiple_files`), an entry's English
 * file is `<slug>.en.<ext>` and each translation `<slug>.<locale>.<ext>`; deleting an entry deletes them all.
 */
function editorClient(proxyUrl: string, proxyLog: () => string, workspaceDir: string) {
  const { config } = generateConfig({ proxyUrl, branch: "main" });
  const messages = config.backend.commit_messages as Record<"create" | "update" | "delete", string>;
  const collection = (name: string) => {
    const found = config.collections.find((c) => c.name === name) as FolderCollection | undefined;
    if (!found?.folder) throw new Error(`${name} is not a folder collection of the editor`);
    return found;
  };
  const message = (template: string, c: FolderCollection, slug: string) =>
    template.replace("{{collection}}", c.label_singular ?? c.label).replace("{{slug}}", slug);
  const request = async (action: string, params: Record<string, unknown>) => {
    // A new connection for each request (as a browser would open after a pause): the proxy closes idle ones.
    const response = await send(proxyUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({ branch: "main", action, params: { branch: "main", ...params } }),
    }).catch((error: Error) => {
      throw new Error(`${action}: ${error.message}; decap-server said:\n${proxyLog().slice(-3000)}`);
    });
    if (response.status !== 200) throw new Error(`${action}: ${response.status} ${response.body}`);
    return JSON.parse(response.body) as unknown;
  };
  return {
    pathOf: (name: string, slug: string) =>
      `${collection(name).folder}/${slug}.en.${collection(name).extension}`,
    /** Publish an entry (new or changed), as the editor's Publish → Publish now does. */
    publish: (name: string, slug: string, data: Record<string, unknown>, kind: "create" | "update") => {
      const c = collection(name);
      const raw = yamlFormat.toFile(
        data,
        c.fields.map((field) => field.name),
      );
      return request("persistEntry", {
        dataFiles: [{ slug, path: `${c.folder}/${slug}.en.${c.extension}`, raw }],
        assets: [],
        options: {
          collectionName: name,
          commitMessage: message(messages[kind], c, slug),
          useWorkflow: false,
          status: "draft",
        },
      });
    },
    /** Delete an entry, as the editor's Delete entry does. */
    remove: (name: string, slug: string) => {
      const c = collection(name);
      return request("deleteFiles", {
        paths: LOCALES.map((locale) => `${c.folder}/${slug}.${locale}.${c.extension}`).filter((path) =>
          existsSync(join(workspaceDir, path)),
        ),
        options: { commitMessage: message(messages.delete, c, slug) },
      });
    },
  };
}

/**
 * Specs of behaviour that no entry the staff keep shapes: the chat's panel and widget (the assistant's answers
 * on the copy's knowledge are checked below), the splash, the sign-ups, the launch page, the legal pages' reveal,
 * input before the code arrives, the language offer, the editor's own specs (they copy and build the
 * repository themselves). Left out of the copy's browser run to keep `npm test` within CI's time on 2 cores;
 * every other spec runs: the pages and lists the entries appear on, the forms' options, the agents' tools,
 * every page in every language. STAFF_E2E_ALL=1 runs the whole suite; STAFF_E2E_ONLY names spec files.
 */
const BEHAVIOUR_ONLY_SPECS =
  /^(?:chat-.*|early-input-stress|layout-splash|layout-newsletter|language-offer|pages-forms-(?:launch|legal|overflow)|forms-languages|discovery-webmcp|editor-.*)\.spec\.ts$/;

function staffSpecs(): string[] {
  if (process.env.STAFF_E2E_ONLY) return process.env.STAFF_E2E_ONLY.split(" ").filter(Boolean);
  if (process.env.STAFF_E2E_ALL) return [];
  const specs = readdirSync(join(import.meta.dirname, "..", "e2e")).filter((name) =>
    name.endsWith(".spec.ts"),
  );
  return specs.filter((name) => !BEHAVIOUR_ONLY_SPECS.test(name)).map((name) => `tests/e2e/${name}`);
}

const timings: string[] = [];
async function timed<T>(label: string, work: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings.push(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** Runs a command in the workspace; its output and exit status. */
function run(workspace: Workspace, args: string[], env: Record<string, string> = {}, timeout = 600_000) {
  const result = spawnSync(NODE, args, {
    cwd: workspace.dir,
    env: { ...process.env, ...env, ASTRO_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0", NO_COLOR: "1" },
    encoding: "utf8",
    timeout,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe("the staff add and remove entries in the editor, and the site follows", { timeout: 300_000 }, () => {
  let workspace: Workspace;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let editor: ReturnType<typeof editorClient>;
  let head: string;

  beforeAll(async () => {
    workspace = await timed("copy the repository", () => copyRepository());
    const port = await freePort();
    proxy = await startProxy(workspace, port);
    editor = editorClient(`http://127.0.0.1:${port}/api/v1`, () => proxy.log(), workspace.dir);
    head = workspace.git("rev-parse", "HEAD");
  }, 120_000);

  afterAll(async () => {
    await proxy?.stop();
    workspace?.remove();
    console.log(`staff-add-remove timings:\n  ${timings.join("\n  ")}`);
  });

  /** An existing entry's data as its file has it (the editor starts a new entry from the same fields). */
  const dataOf = (name: string, slug: string) =>
    parse(workspace.read(editor.pathOf(name, slug))) as Record<string, unknown>;
  const countOf = (folder: string) =>
    workspace.git("ls-files", `src/content/${folder}/*.en.yaml`).split("\n").filter(Boolean).length;

  it("saves each publish and each deletion as its own commit", async () => {
    // However many entries the staff keep: each folder's count before the saves.
    const folders = [
      "portfolio",
      "pricing-packages",
      "partners",
      "services",
      "technologies",
      "testimonials",
      "team",
    ];
    const before = folders.map(countOf);
    await timed("eleven saves through decap-server", async () => {
      await editor.publish(
        "portfolioPieces",
        piece.id,
        {
          ...dataOf("portfolioPieces", "blue-horizon-whales"),
          order: 999,
          title: piece.title,
          client: "Colombo Port City",
          image: { alt: piece.alt },
        },
        "create",
      );
      await editor.publish(
        "pricingPackages",
        pkg.id,
        {
          ...dataOf("pricingPackages", "business-website"),
          order: 999,
          category: "Photography",
          title: pkg.title,
          description: "A day of aerial filming over your venue or site, edited into a one-minute film.",
          features: ["Licensed pilot", "4K footage", "One-minute edit"],
          popular: false,
          badge: undefined,
        },
        "create",
      );
      await editor.publish("partners", partner.id, { order: 999, name: partner.name }, "create");
      await editor.publish(
        "services",
        service.id,
        {
          ...dataOf("services", "photography"),
          order: 999,
          title: service.title,
          tagline: "Brand films, reels and event videos, shot and edited by {photographyArm}.",
          seo: {
            description:
              "Brand films, product reels and event videos shot and edited in Colombo, sized for your website and socials.",
          },
          images: {
            hero: { alt: "A video camera on a slider in a Colombo studio" },
            overview: { alt: "A film crew at work on a product shoot" },
            features: { alt: "What a video production includes" },
          },
          packages: [
            { name: "Reel", features: ["One 30-second reel"] },
            { name: "Brand film", features: ["A two-minute brand film"] },
          ],
          listings: { footer: [service.title], contactForm: true },
        },
        "create",
      );
      await editor.remove("technologies", removed.id);
      await editor.publish(
        "testimonials",
        testimonial.add.id,
        {
          ...dataOf("testimonials", "rahul-sharma"),
          order: 999,
          name: testimonial.add.name,
          company: testimonial.add.company,
          content:
            "Our cinnamon now sells to Europe from our own site. Clear advice, and answers on WhatsApp.",
          rating: 4,
        },
        "create",
      );
      await editor.remove("testimonials", testimonial.remove.id);
      await editor.publish(
        "team",
        member.add.id,
        {
          ...dataOf("team", "arjun-menon"),
          order: 999,
          name: member.add.name,
          role: member.add.role,
          bio: "Dinusha shoots and edits the brand films and reels our clients post every week.",
          portrait: { alt: "Illustrated portrait of Dinusha Silva holding a camera, on a navy background" },
        },
        "create",
      );
      await editor.remove("team", member.remove.id);
      const servicesPage = dataOf("servicesPage", "services") as {
        cards: { items: Array<{ title: string; text: string; icon: string; service: string }> };
        skills: { tags: string[] };
      };
      expect(servicesPage.cards.items.map((item) => item.title)).toContain(card.remove);
      expect(servicesPage.skills.tags).toContain(skill.remove);
      await editor.publish(
        "servicesPage",
        "services",
        {
          ...servicesPage,
          cards: {
            ...servicesPage.cards,
            items: [
              ...servicesPage.cards.items.filter((item) => item.title !== card.remove),
              {
                title: card.add,
                text: "Short films and reels about your business, shot and edited for your website and socials.",
                icon: "camera",
                service: service.id,
              },
            ],
          },
          skills: {
            ...servicesPage.skills,
            tags: [...servicesPage.skills.tags.filter((tag) => tag !== skill.remove), skill.add],
          },
        },
        "update",
      );
    });

    const commits = workspace.git("log", "--format=%s", `${head}..HEAD`).split("\n").reverse();
    expect(commits).toEqual([
      `Content: add Portfolio piece “${piece.id}” (browser editor)`,
      `Content: add Pricing package “${pkg.id}” (browser editor)`,
      `Content: add Partner “${partner.id}” (browser editor)`,
      `Content: add Service “${service.id}” (browser editor)`,
      `Content: delete Technology “${removed.id}” (browser editor)`,
      `Content: add Testimonial “${testimonial.add.id}” (browser editor)`,
      `Content: delete Testimonial “${testimonial.remove.id}” (browser editor)`,
      `Content: add Team “${member.add.id}” (browser editor)`,
      `Content: delete Team “${member.remove.id}” (browser editor)`,
      `Content: update Page copy: Services “services” (browser editor)`,
    ]);
    expect(workspace.git("status", "--porcelain")).toBe("");
    // One more piece, package, partner and service; one technology fewer; as many testimonials and members.
    expect(folders.map(countOf)).toEqual(
      before.map((count, index) => count + [1, 1, 1, 1, -1, 0, 0][index]!),
    );
  });

  it("passes the content check and the whole unit suite", { timeout: 900_000 }, async () => {
    const check = await timed("check:content", () => run(workspace, ["scripts/check-content.ts"]));
    for (const locale of LOCALES) expect(check.output).toContain(`${locale}: the content is fine`);
    expect(check.status).toBe(0);
    const unit = await timed("the unit suite (npm run test:unit)", () =>
      run(workspace, ["node_modules/vitest/vitest.mjs", "run"], {}, 900_000),
    );
    expect(unit.status, unit.output.slice(-4000)).toBe(0);
    expect(unit.output).toMatch(/Test Files {2}\d+ passed/);
  });

  describe("one build of the copy", () => {
    let clientDir: string;
    let built: string;
    const html = (file: string) => readFileSync(join(clientDir, file), "utf8");

    beforeAll(async () => {
      clientDir = await timed("build", () => buildWorkspace(workspace, E2E_ENV));
      built = join(clientDir, "..");
    }, 600_000);

    it("passes the browser specs of every page and list the entries reach, on the copy's build", {
      timeout: 2_400_000,
    }, async () => {
      const port = await freePort();
      const e2e = await timed("the browser suite", () =>
        run(
          workspace,
          ["node_modules/@playwright/test/cli.js", "test", "--reporter=line", ...staffSpecs()],
          { E2E_BUILD_DIR: "dist-cms", E2E_WITHOUT_EDITOR: "1", E2E_PORT: String(port) },
          2_400_000,
        ),
      );
      expect(e2e.status, e2e.output.slice(-6000)).toBe(0);
      expect(e2e.output).toMatch(/\d+ passed/);
    });

    it("passes check:build (budgets, links, pages, images)", async () => {
      const check = await timed("check:build", () =>
        run(workspace, ["scripts/check-build.ts"], { BUILD_DIR: "dist-cms" }),
      );
      expect(check.status, check.output.slice(-4000)).toBe(0);
    });

    it("shows the new service on its page, in every footer and the contact form, the sitemap, JSON-LD, llms.txt, the agents' tools and the assistant", () => {
      const manifest = JSON.parse(readFileSync(join(built, "site-manifest.json"), "utf8")) as {
        pages: Record<string, { file: string; policy?: string }>;
      };
      const path = `/services/${service.id}`;
      const page = html(manifest.pages[path]!.file);
      expect(/<h1[^>]*>[^<]*Video Production/.test(page), "the page's heading").toBe(true);
      // No translation yet: its Sinhala page shows the English, marked as English.
      const sinhala = html(manifest.pages[`/si${path}`]!.file);
      expect(/<h1[^>]*>[^<]*Video Production/.test(sinhala), "the Sinhala page's heading").toBe(true);
      expect(/<main[^>]*\blang="en"/.test(sinhala), "the Sinhala page's main content marked English").toBe(
        true,
      );
      expect(/<html lang="si-LK"/.test(sinhala), "the Sinhala page itself").toBe(true);
      const pages = Object.entries(manifest.pages).filter(
        ([key, entry]) => !key.endsWith(".html") && entry.policy !== "editor",
      );
      const withFooter = pages.filter(([, entry]) =>
        html(entry.file).includes('data-testid="footer-services"'),
      );
      expect(withFooter.length).toBeGreaterThan(10);
      for (const [key, entry] of withFooter)
        expect(html(entry.file).includes(`<li>${service.title}</li>`), `the footer of ${key}`).toBe(true);
      expect(
        /<option[^>]*>Video Production<\/option>/.test(html("contact.html")),
        "the contact form's option",
      ).toBe(true);
      expect(
        readFileSync(join(clientDir, "sitemap-0.xml"), "utf8").includes(`${path}</loc>`),
        "the sitemap",
      ).toBe(true);
      const jsonLd = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        ([, body]) => JSON.parse(body!) as Record<string, unknown>,
      );
      expect(jsonLd.find((block) => block["@type"] === "Service")).toMatchObject({
        name: service.title,
        offers: [expect.objectContaining({ name: "Reel" }), expect.objectContaining({ name: "Brand film" })],
      });
      expect(html("llms.txt").includes(`${path})`), "llms.txt").toBe(true);
      expect(html("agent-tools.json").includes(service.id), "the agents' tools").toBe(true);
      const knowledgeFile = join(built, "assistant-knowledge.json");
      const knowledge = parseAssistantKnowledge(
        JSON.parse(readFileSync(knowledgeFile, "utf8")),
        knowledgeFile,
      );
      expect(createSiteAssistant(knowledge.locales.en).answer("Do you do video production?")).toContain(path);
    });

    it("shows the new piece in the gallery with its alt text and artwork, the new package on /packages and to agents, the new partner on the home page", () => {
      const portfolio = html("portfolio.html");
      expect(portfolio.includes(piece.title), "the gallery").toBe(true);
      expect(portfolio.includes(piece.alt), "the alt text").toBe(true);
      expect(existsSync(join(workspace.dir, "src/assets/generated/portfolio", `${piece.id}.png`))).toBe(true);
      expect(html("packages.html").includes(pkg.title), "/packages").toBe(true);
      expect(html("agent-tools.json").includes(pkg.title), "the agents' tools").toBe(true);
      expect(html("index.html").includes(partner.name), "the partner strip").toBe(true);
    });

    it("shows the new testimonial, team member, service card and skill, and none of the removed ones", () => {
      const home = html("index.html");
      expect(home.includes(testimonial.add.name), "the new testimonial").toBe(true);
      expect(home.includes(testimonial.remove.name), "the removed testimonial").toBe(false);
      const about = html("about.html");
      expect(about.includes(member.add.name) && about.includes(member.add.role), "the new member").toBe(true);
      expect(about.includes(member.remove.name), "the removed member").toBe(false);
      const services = html("services.html");
      expect(services.includes(`>${card.add}<`), "the new card").toBe(true);
      expect(services.includes(`>${card.remove}<`), "the removed card").toBe(false);
      expect(services.includes(`>${skill.add}<`), "the new skill").toBe(true);
      expect(services.includes(`>${skill.remove}<`), "the removed skill").toBe(false);
    });

    it("leaves the removed technology out of the home page, the artwork and the assistant", () => {
      expect(html("index.html").includes(removed.name), "the technology grid").toBe(false);
      const icons = join(workspace.dir, "src/assets/generated/technologies");
      expect(existsSync(join(icons, "cloudflare.svg")), "another technology's icon").toBe(true);
      expect(existsSync(join(icons, `${removed.id}.svg`)), "its icon").toBe(false);
      expect(
        readFileSync(join(built, "assistant-knowledge.json"), "utf8").includes(removed.name),
        "the knowledge",
      ).toBe(false);
    });
  });

  it("fails check:content and the build on a bad edit, naming the file and the field", async () => {
    // By hand: the alt text emptied (the editor's form would refuse it).
    const file = editor.pathOf("portfolioPieces", piece.id);
    const before = workspace.read(file);
    workspace.write(file, before.replace(/^ {2}alt: .*$/m, '  alt: ""'));
    expect(workspace.read(file)).not.toBe(before);
    // A service another file names (a card on /services): the editor deletes it without asking.
    await editor.remove("services", "seo-optimization");
    const expected = [
      /src\/content\/portfolio\/harbour-lights-festival-poster\.en\.yaml: image\.alt: /,
      /src\/content\/pages\/services\/services\.en\.yaml: cards\.items\.\d+\.service: refers to services "seo-optimization", which has no file/,
    ];
    const check = await timed("check:content (bad)", () => run(workspace, ["scripts/check-content.ts"]));
    expect(check.status).toBe(1);
    for (const line of expected) expect(check.output).toMatch(line);
    const build = await timed("build (bad, stops at once)", () =>
      run(workspace, ["node_modules/astro/bin/astro.mjs", "build", "--config", "astro.cms-test.config.ts"], {
        BUILD_DIR: "dist-bad",
      }),
    );
    expect(build.status).not.toBe(0);
    for (const line of expected) expect(build.output).toMatch(line);
  });
});
