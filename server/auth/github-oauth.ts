/**
 * Sign-in to the browser editor (/admin, Decap CMS's GitHub backend) with GitHub, answered by the site itself:
 *
 * - `GET /api/auth?provider=github&scope=…` (Decap opens it in a popup at `<base_url>/<auth_endpoint>`): a
 *   fresh random `state`, kept in a short-lived HttpOnly cookie scoped to the callback, and a redirect to
 *   GitHub's authorize page.
 * - `GET /api/auth/callback?code=…&state=…`: the state must match the cookie and not have been used (else a
 *   refusal, and no token exchange); the code is exchanged for a token, and the page hands it to the editor
 *   with Decap's popup protocol, posting only to this page's own origin.
 * - `GET /api/auth/status`: whether sign-in is configured (the admin page says so plainly when it is not).
 *
 * Portable (Web Crypto and fetch): the Node host and the Worker serve it the same. Nothing here logs: the code,
 * the token and the state never reach a log.
 */
import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

export interface GithubOAuthConfig {
  GITHUB_OAUTH_CLIENT_ID?: string | undefined;
  GITHUB_OAUTH_CLIENT_SECRET?: string | undefined;
  /** GitHub's web address (https://github.com); tests point it at a fake on 127.0.0.1. */
  GITHUB_OAUTH_BASE_URL: string;
}

export interface GithubOAuthOptions {
  /** The site's public origin as the visitor sees it (scheme and host), for the callback address. */
  origin?: (c: Context) => string;
  /** The fetch used for the token exchange (tests). */
  fetch?: typeof fetch;
}

export const CALLBACK_PATH = "/api/auth/callback";
export const STATE_COOKIE = "serendib_oauth_state";
/** Ten minutes to sign in on GitHub. */
const STATE_SECONDS = 600;
/** The scopes Decap asks for (`repo`, `public_repo`, with `user` for some setups); anything else is `repo`. */
const SCOPE = /^(?:repo|public_repo|user|read:org)(?:[ ,](?:repo|public_repo|user|read:org))*$/;

/** States already used in this process (a replay with the same cookie fails too), until they would expire. */
function usedStates() {
  const used = new Map<string, number>();
  return {
    has: (state: string) => used.has(state),
    add(state: string) {
      const now = Date.now();
      for (const [old, expires] of used) if (expires < now) used.delete(old);
      if (used.size > 10_000) used.clear();
      used.set(state, now + STATE_SECONDS * 1000);
    },
  };
}

const requestOrigin = (c: Context) => new URL(c.req.url).origin;

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** The state cookie: only the callback reads it, only for the ten minutes a sign-in may take. */
const STATE_COOKIE_OPTIONS = {
  path: CALLBACK_PATH,
  httpOnly: true,
  secure: true,
  sameSite: "Lax",
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A plain page with no script at all. */
function plainPage(title: string, paragraphs: string[]): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body>
<h1>${escapeHtml(title)}</h1>
${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join("\n")}
</body>
</html>
`;
}

const NO_SCRIPT_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function pageResponse(
  c: Context,
  status: 200 | 400 | 403 | 502 | 503,
  html: string,
  policy = NO_SCRIPT_POLICY,
) {
  c.header("Content-Security-Policy", policy);
  c.header("Cache-Control", "no-store");
  c.header("Referrer-Policy", "no-referrer");
  return c.html(html, status);
}

const NOT_CONFIGURED = {
  title: "Sign-in is not configured",
  paragraphs: [
    "Signing in to the editor with GitHub needs a GitHub OAuth app whose callback address is https://<this site>/api/auth/callback.",
    "Set its client id and secret as GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET: in the server's .env file, or on Cloudflare with `wrangler secret put`. Then restart the server. See docs/editing-content.md.",
  ],
};

function refusal(c: Context, status: 400 | 403 | 502, reason: string) {
  deleteCookie(c, STATE_COOKIE, STATE_COOKIE_OPTIONS);
  return pageResponse(
    c,
    status,
    plainPage("Sign-in refused", [reason, "Close this window and press Login with GitHub again."]),
  );
}

async function sha256Base64(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest));
}

/**
 * The script of the callback page (Decap's popup protocol): tell the opener the popup is authorizing, wait for
 * its reply from this same origin, then hand it the token. Every message goes to `location.origin` only: an
 * opener of any other origin receives nothing.
 */
function handOverScript(token: string): string {
  const message = `authorization:github:success:${JSON.stringify({ token, provider: "github" })}`;
  // JSON in a script: `<` escaped so no text can close the element.
  const literal = JSON.stringify(message).replace(/</g, "\\u003c");
  return `(function () {
  var origin = window.location.origin;
  var opener = window.opener;
  if (!opener) { document.getElementById("status").textContent = "Open the editor and press Login with GitHub."; return; }
  window.addEventListener("message", function reply(event) {
    if (event.origin !== origin || event.source !== opener || event.data !== "authorizing:github") return;
    window.removeEventListener("message", reply);
    opener.postMessage(${literal}, origin);
  });
  opener.postMessage("authorizing:github", origin);
})();`;
}

export function githubOAuthRoute(config: GithubOAuthConfig, options: GithubOAuthOptions = {}) {
  const route = new Hono();
  const origin = options.origin ?? requestOrigin;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const used = usedStates();
  const github = config.GITHUB_OAUTH_BASE_URL.replace(/\/+$/, "");
  const configured = Boolean(config.GITHUB_OAUTH_CLIENT_ID && config.GITHUB_OAUTH_CLIENT_SECRET);

  route.get("/status", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ configured, provider: "github" });
  });

  route.use(async (c, next) => {
    if (configured) return next();
    return pageResponse(c, 503, plainPage(NOT_CONFIGURED.title, NOT_CONFIGURED.paragraphs));
  });

  route.get("/", (c) => {
    const provider = c.req.query("provider") ?? "github";
    if (provider !== "github")
      return pageResponse(c, 400, plainPage("Sign-in refused", ["Only GitHub sign-in is offered here."]));
    const asked = c.req.query("scope") ?? "";
    const scope = SCOPE.test(asked) ? asked : "repo";
    const state = randomState();
    const authorize = new URL(`${github}/login/oauth/authorize`);
    authorize.searchParams.set("client_id", config.GITHUB_OAUTH_CLIENT_ID!);
    authorize.searchParams.set("redirect_uri", `${origin(c)}${CALLBACK_PATH}`);
    authorize.searchParams.set("scope", scope);
    authorize.searchParams.set("state", state);
    setCookie(c, STATE_COOKIE, state, { ...STATE_COOKIE_OPTIONS, maxAge: STATE_SECONDS });
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    return c.redirect(authorize.toString(), 302);
  });

  route.get("/callback", async (c) => {
    const state = c.req.query("state");
    const expected = getCookie(c, STATE_COOKIE);
    if (!state || !expected || !sameText(state, expected))
      return refusal(
        c,
        403,
        "The sign-in could not be checked (its state is missing, wrong or already used).",
      );
    if (used.has(state)) return refusal(c, 403, "This sign-in was already used.");
    used.add(state);
    const code = c.req.query("code");
    if (!code) return refusal(c, 400, "GitHub did not sign you in (the request was declined or cancelled).");

    let token: string | undefined;
    try {
      const response = await doFetch(`${github}/login/oauth/access_token`, {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify({
          client_id: config.GITHUB_OAUTH_CLIENT_ID,
          client_secret: config.GITHUB_OAUTH_CLIENT_SECRET,
          code,
          redirect_uri: `${origin(c)}${CALLBACK_PATH}`,
        }),
      });
      const body = response.ok ? ((await response.json()) as { access_token?: unknown }) : {};
      if (typeof body.access_token === "string" && body.access_token) token = body.access_token;
    } catch {
      token = undefined;
    }
    if (!token) return refusal(c, 502, "GitHub did not give a token for this sign-in.");

    const script = handOverScript(token);
    const hash = await sha256Base64(script);
    deleteCookie(c, STATE_COOKIE, STATE_COOKIE_OPTIONS);
    return pageResponse(
      c,
      200,
      `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Signing in</title></head>
<body>
<p id="status">Signing in to the editor…</p>
<script>${script}</script>
</body>
</html>
`,
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
  });

  return route;
}
