/**
 * Where the browser editor saves, from the environment at build time (see docs/editing-content.md):
 *
 * - `CMS_PROXY_PORT`: the local proxy's port (decap-server; default 8081). On localhost the editor saves
 *   through it, and each save is a commit in the checkout the proxy runs in.
 * - `CMS_BRANCH`: the branch the editor reads and commits to (default `main`; `npm run editor` uses the
 *   checked-out branch).
 * - `CMS_GITHUB_REPO` (`owner/name`): the published site's editor saves through GitHub's API after signing in
 *   with GitHub, each edit a draft (a pull request) the owner publishes (Decap's editorial workflow). The
 *   sign-in is the site's own (`/api/auth` on the site's origin, server/auth/github-oauth.ts, with the server's
 *   GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET); `CMS_OAUTH_BASE_URL` and `CMS_OAUTH_ENDPOINT` point
 *   it at another OAuth service instead.
 * - `CMS_GITHUB_API_ROOT`: GitHub's API (default https://api.github.com); only for tests, a fake on 127.0.0.1.
 */
import type { EditorBackend } from "./backend.ts";

export const DEFAULT_PROXY_PORT = 8081;

/** The sign-in endpoint the site's API answers (server/auth/github-oauth.ts), relative to the site's origin. */
export const SITE_AUTH_ENDPOINT = "api/auth";
const GITHUB_API_ROOT = "https://api.github.com";

/** `siteUrl`: the site's canonical address; its origin is where staff sign in (the OAuth app's callback). */
export function editorBackend(
  env: Readonly<Record<string, string | undefined>>,
  siteUrl = "https://serendib.digital",
): EditorBackend {
  const port = Number(env.CMS_PROXY_PORT || DEFAULT_PROXY_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`CMS_PROXY_PORT is not a port: ${port}`);
  const repo = env.CMS_GITHUB_REPO?.trim();
  if (repo && !/^[\w.-]+\/[\w.-]+$/.test(repo))
    throw new Error(`CMS_GITHUB_REPO must be owner/name: ${repo}`);
  return {
    proxyUrl: `http://localhost:${port}/api/v1`,
    branch: env.CMS_BRANCH?.trim() || "main",
    ...(repo
      ? {
          github: {
            repo,
            baseUrl: originOf(env.CMS_OAUTH_BASE_URL?.trim() || siteUrl, "CMS_OAUTH_BASE_URL"),
            authEndpoint: env.CMS_OAUTH_ENDPOINT?.trim() || SITE_AUTH_ENDPOINT,
            apiRoot: (env.CMS_GITHUB_API_ROOT?.trim() || GITHUB_API_ROOT).replace(/\/+$/, ""),
          },
        }
      : {}),
  };
}

/** Decap compares the popup's origin with `base_url` as written: an origin, without a trailing slash. */
function originOf(url: string, name: string): string {
  try {
    const { origin, pathname } = new URL(url);
    return pathname === "/" ? origin : `${origin}${pathname.replace(/\/+$/, "")}`;
  } catch {
    throw new Error(`${name} (or the site's address) is not a URL: ${url}`);
  }
}
