/**
 * Where the browser editor saves, from the environment at build time (see docs/editing-content.md):
 *
 * - `CMS_PROXY_PORT`: the local proxy's port (decap-server; default 8081). On localhost the editor saves
 *   through it, and each save is a commit in the checkout the proxy runs in.
 * - `CMS_BRANCH`: the branch the editor reads and commits to (default `main`; `npm run editor` uses the
 *   checked-out branch).
 * - `CMS_GITHUB_REPO` (`owner/name`), `CMS_OAUTH_BASE_URL`, `CMS_OAUTH_ENDPOINT`: the published site's editor
 *   commits through GitHub's API after signing in with GitHub (an OAuth provider at the base URL).
 */
import type { EditorBackend } from "./decap-config.ts";

export const DEFAULT_PROXY_PORT = 8081;

export function editorBackend(env: Readonly<Record<string, string | undefined>>): EditorBackend {
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
            ...(env.CMS_OAUTH_BASE_URL ? { baseUrl: env.CMS_OAUTH_BASE_URL } : {}),
            ...(env.CMS_OAUTH_ENDPOINT ? { authEndpoint: env.CMS_OAUTH_ENDPOINT } : {}),
          },
        }
      : {}),
  };
}
