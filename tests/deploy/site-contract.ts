/**
 * The contract every deployment keeps, run against each of them (the Node server, the edge Worker in workerd):
 * the same answers from POST /api/chat, the same 4xx for bad input, 429 past the limit per client, and the
 * same headers and statuses for pages, not-found pages, form posts and build files.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AssistantKnowledge } from "#contracts/assistant-knowledge.ts";
import type { EnquiryFormsSettings } from "#contracts/enquiry-forms/settings.ts";
import { validContact } from "#server/forms/contact-sample.test-helpers.ts";
import { baseHeaders, documentHeaders } from "#server/security-headers.ts";
import type { SiteManifest } from "#server/site-manifest.ts";
import { HOST_FILES } from "#server/site-routing.ts";
import { header, type Reply, type RequestOptions, requireBuild, send } from "./helpers.ts";

export interface Deployment {
  baseUrl: string;
  /** Request options that make the request come from client number `n` (as the platform tells clients apart). */
  asClient(n: number): RequestOptions;
  stop(): Promise<unknown>;
}

/** How many chat questions one client may ask in a minute (wrangler.jsonc and server/chat/rate-limit.ts). */
export const CHAT_LIMIT = 20;

export function describeSiteContract(name: string, startDeployment: () => Promise<Deployment>) {
  describe(`the site contract: ${name}`, () => {
    const build = requireBuild();
    const knowledge: AssistantKnowledge = JSON.parse(
      readFileSync(join(build, "assistant-knowledge.json"), "utf8"),
    );
    const manifest: SiteManifest = JSON.parse(readFileSync(join(build, "site-manifest.json"), "utf8"));
    const allForms: EnquiryFormsSettings = JSON.parse(
      readFileSync(join(build, "enquiry-forms.json"), "utf8"),
    );
    const forms = allForms.en;
    const { apiErrors } = knowledge.locales.en.messages;
    let deployment: Deployment;
    let nextClient = 1;
    /** Each test asks as a client of its own, so the rate limit of one test never touches another. */
    const client = () => deployment.asClient(nextClient++);

    beforeAll(async () => {
      deployment = await startDeployment();
    }, 60_000);
    afterAll(async () => {
      await deployment?.stop();
    });

    const get = (path: string, options: RequestOptions = client()) =>
      send(deployment.baseUrl + path, options);
    const chat = (body: string, headers: Record<string, string>, options: RequestOptions = client()) =>
      send(`${deployment.baseUrl}/api/chat`, {
        ...options,
        method: "POST",
        body,
        headers: { ...options.headers, ...headers },
      });
    const json = { "Content-Type": "application/json" };

    it("says the editor's sign-in is not configured, without secrets, rather than redirect", async () => {
      const status = await get("/api/auth/status");
      expect(status.status).toBe(200);
      expect(JSON.parse(status.body)).toEqual({ configured: false, provider: "github" });
      const start = await get("/api/auth?provider=github&scope=repo");
      expect(start.status).toBe(503);
      expect(header(start, "location")).toBeUndefined();
      expect(start.body).toContain("Sign-in is not configured");
      expect(start.body).toContain("GITHUB_OAUTH_CLIENT_SECRET");
      expect(start.body).not.toContain("<script");
      expect(header(start, "content-security-policy")).toMatch(/^default-src 'none'/);
    });

    it("answers the health check", async () => {
      const reply = await get("/api/health");
      expect(reply.status).toBe(200);
      expect(JSON.parse(reply.body)).toEqual({ status: "ok" });
      expect(header(reply, "cache-control")).toBe("no-store");
    });

    it("answers a chat question from the site's content, as JSON that is never cached", async () => {
      const reply = await chat(JSON.stringify({ message: "Do you do SEO?", conversation: [] }), json);
      expect(reply.status).toBe(200);
      expect(header(reply, "content-type")).toMatch(/^application\/json/);
      expect(header(reply, "cache-control")).toBe("no-store");
      expect(JSON.parse(reply.body).response).toContain("/services/seo-optimization");
      expect(header(reply, "x-content-type-options")).toBe(baseHeaders["X-Content-Type-Options"]);
    });

    it.each(["si", "ta", "hi"] as const)(
      "answers a chat question from a %s page in that language",
      async (locale) => {
        const reply = await chat(JSON.stringify({ message: "SEO", conversation: [], locale }), json);
        expect(reply.status).toBe(200);
        const seo = knowledge.locales[locale].corpus.find((doc) => doc.id === "service:seo-optimization")!;
        expect(JSON.parse(reply.body)).toEqual({ response: seo.answer });
      },
    );

    it.each([
      [
        "no JSON content type",
        '{"message":"Hi"}',
        { "Content-Type": "text/plain" },
        415,
        apiErrors.contentType,
      ],
      ["malformed JSON", '{"message": "Hi"', json, 400, apiErrors.malformedJson],
      ["a blank message", '{"message":"  "}', json, 400, apiErrors.invalidRequest],
      [
        "a blank message from a Sinhala page",
        '{"message":"  ","locale":"si"}',
        json,
        400,
        knowledge.locales.si.messages.apiErrors.invalidRequest,
      ],
      [
        "malformed JSON from a Tamil page",
        "{oops",
        { ...json, "Accept-Language": "ta-LK" },
        400,
        knowledge.locales.ta.messages.apiErrors.malformedJson,
      ],
      [
        "a body over 32 KB",
        JSON.stringify({ message: "x".repeat(33 * 1024) }),
        json,
        413,
        apiErrors.tooLarge,
      ],
    ])("refuses %s with its status and a readable message", async (_name, body, headers, status, message) => {
      const reply = await chat(body, headers);
      expect(reply.status).toBe(status);
      expect(JSON.parse(reply.body)).toEqual({ message });
    });

    it("answers other methods on the chat with 405 and unknown API paths with the JSON 404", async () => {
      const other = await get("/api/chat");
      expect(other.status).toBe(405);
      expect(header(other, "allow")).toBe("POST");
      expect(JSON.parse(other.body)).toEqual({ message: apiErrors.methodNotAllowed });
      const unknown = await get("/api/nothing-here");
      expect(unknown.status).toBe(404);
      expect(JSON.parse(unknown.body)).toEqual({ message: apiErrors.notFound });
    });

    it(`answers 429 past ${CHAT_LIMIT} questions a minute from one client, and only for that client`, async () => {
      // The platform counts in fixed windows: a run that straddles a window's end starts over once.
      let one = client();
      let statuses: number[] = [];
      for (let attempt = 0; attempt < 2; attempt++) {
        one = client();
        statuses = [];
        for (let i = 0; i <= CHAT_LIMIT; i++)
          statuses.push((await chat(JSON.stringify({ message: "Hi" }), json, one)).status);
        if (statuses[CHAT_LIMIT] === 429) break;
      }
      expect(statuses.slice(0, CHAT_LIMIT)).toEqual(Array(CHAT_LIMIT).fill(200));
      expect(statuses[CHAT_LIMIT]).toBe(429);
      const refused = await chat(JSON.stringify({ message: "Hi" }), json, one);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toEqual({ message: apiErrors.rateLimited });
      expect(Number(header(refused, "retry-after"))).toBeGreaterThan(0);
      expect((await chat(JSON.stringify({ message: "Hi" }), json, client())).status).toBe(200);
    });

    const expectDocumentHeaders = (reply: Reply, page: string) => {
      const entry = manifest.pages[page]!;
      const expected = {
        ...baseHeaders,
        ...documentHeaders({ scriptHashes: entry.scriptHashes, emailApiOrigin: manifest.emailApiOrigin }),
      };
      for (const [name, value] of Object.entries(expected)) expect(header(reply, name), name).toBe(value);
    };

    it("serves a page with the site's security headers and its own script hashes, revalidated", async () => {
      const reply = await get("/contact");
      expect(reply.status).toBe(200);
      expect(header(reply, "content-type")).toMatch(/^text\/html/);
      expectDocumentHeaders(reply, "/contact");
      expect(header(reply, "cache-control")).toBe("no-cache");
    });

    it("answers an unknown address with the not-found page, status 404 and its headers", async () => {
      // The title element may carry attributes (Pagefind's `data-pagefind-meta`).
      const titleIn = (html: string) => /<title\b[^>]*>([^<]+)<\/title>/.exec(html)?.[1];
      const titleOf = (page: string) =>
        titleIn(readFileSync(join(build, "client", manifest.pages[page]!.file), "utf8"));
      // An unknown service or template has its section's own not-found page; anything else the site's.
      for (const [path, page] of [
        ["/no/such/page", "/404"],
        ["/404", "/404"],
        ["/services/no-such-service", "/service-not-found"],
        ["/templates/no-such-template", "/template-not-found"],
      ] as const) {
        const reply = await get(path);
        expect(reply.status, path).toBe(404);
        expect(titleOf(page), page).toBeTruthy();
        expect(titleIn(reply.body), path).toBe(titleOf(page));
        expectDocumentHeaders(reply, page);
      }
    });

    it("sends a form posted without JavaScript back to its page with 303", async () => {
      const from = client();
      const reply = await send(`${deployment.baseUrl}/contact`, {
        ...from,
        method: "POST",
        headers: { ...from.headers, "Content-Type": "application/x-www-form-urlencoded" },
        body: "name=Ann&email=ann%40example.com",
      });
      expect(reply.status).toBe(303);
      expect(header(reply, "location")).toBe("/contact");
    });

    const postForm = (form: string, body: string, from: RequestOptions = client()) =>
      send(`${deployment.baseUrl}/api/forms/${form}`, {
        ...from,
        method: "POST",
        headers: { ...from.headers, "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });

    it("hands a form posted before its code arrived to WhatsApp with 303, and names what to fix in a bad one", async () => {
      const { rules } = forms.contact;
      const answers = new URLSearchParams(validContact(rules, "සිංහල, தமிழ் and हिन्दी #1"));
      const sent = await postForm("contact", answers.toString());
      expect(sent.status).toBe(303);
      const location = new URL(header(sent, "location") ?? "");
      expect(location.origin + location.pathname).toBe(`https://wa.me/${forms.whatsappNumber}`);
      expect(location.searchParams.get("text")).toContain("සිංහල, தமிழ் and हिन्दी #1");
      expect(header(sent, "cache-control")).toBe("no-store");

      const signup = await postForm("newsletter", "email=new%40example.lk");
      expect(signup.status).toBe(303);
      expect(new URL(header(signup, "location") ?? "").searchParams.get("text")).toContain("new@example.lk");

      // From a Tamil page: the Tamil greeting, and a page that names what to fix in Tamil.
      const tamil = await postForm("newsletter", "locale=ta&email=new%40example.lk");
      const tamilText = new URL(header(tamil, "location") ?? "").searchParams.get("text") ?? "";
      expect(tamilText.startsWith(allForms.ta.newsletter.messages.intro)).toBe(true);
      expect(tamilText.endsWith("\nLanguage: Tamil")).toBe(true);
      const tamilBad = await postForm("newsletter", "locale=ta&email=nope");
      expect(tamilBad.status).toBe(422);
      expect(tamilBad.body).toContain('<html lang="ta-LK">');

      answers.set("email", "typed-secret");
      const bad = await postForm("contact", answers.toString());
      expect(bad.status).toBe(422);
      expect(bad.body).toContain(rules.errors.emailInvalid);
      expect(bad.body).not.toContain("typed-secret");
      expect(header(bad, "content-security-policy")).toMatch(/^default-src 'none'; style-src 'sha256-/);
      expect(header(bad, "x-content-type-options")).toBe("nosniff");
    });

    it("counts form posts with the chat's limit per client", async () => {
      const one = client();
      let last = 0;
      for (let attempt = 0; attempt < 2 && last !== 429; attempt++)
        for (let i = 0; i <= CHAT_LIMIT; i++)
          last = (await postForm("launch", "email=a%40example.lk", one)).status;
      expect(last).toBe(429);
      expect((await postForm("launch", "email=a%40example.lk")).status).toBe(303);
    });

    it("redirects a trailing slash to the page's address", async () => {
      const reply = await get("/contact/");
      expect(reply.status).toBe(301);
      expect(header(reply, "location")).toBe("/contact");
    });

    it("caches hashed build files for a year", async () => {
      const file = readdirSync(join(build, "client", "_astro")).find((name) => name.endsWith(".js"));
      const reply = await get(`/_astro/${file}`);
      expect(reply.status).toBe(200);
      expect(header(reply, "cache-control")).toBe("public, max-age=31536000, immutable");
      expect(header(reply, "x-content-type-options")).toBe("nosniff");
    });

    it("never serves the files that instruct the edge (its headers, what it leaves out) as content", async () => {
      for (const path of HOST_FILES) expect((await get(path)).status, path).toBe(404);
    });
  });
}
