/**
 * Where the editor saves, as Decap's settings: the local proxy (decap-server beside the site on a staff member's
 * machine), or GitHub's API after signing in with GitHub; and the origins the admin page may connect to for it.
 */

export interface EditorBackend {
  /** The local proxy's API (decap-server, run beside the site on a staff member's machine). */
  proxyUrl: string;
  /** The branch the editor reads and commits to. */
  branch: string;
  /**
   * Production: saves through GitHub's API (`apiRoot`, default https://api.github.com) after signing in with
   * GitHub at `<baseUrl>/<authEndpoint>` (by default the site's own origin and `api/auth`).
   */
  github?: { repo: string; baseUrl?: string; authEndpoint?: string; apiRoot?: string };
}

const COMMIT_MESSAGES = {
  create: "Content: add {{collection}} “{{slug}}” (browser editor)",
  update: "Content: update {{collection}} “{{slug}}” (browser editor)",
  delete: "Content: delete {{collection}} “{{slug}}” (browser editor)",
  uploadMedia: "Content: upload “{{path}}” (browser editor)",
  deleteMedia: "Content: delete “{{path}}” (browser editor)",
};

/** The configuration's `backend`, `local_backend` and `publish_mode`. */
export function backendSettings(backend: EditorBackend): {
  backend: Record<string, unknown>;
  local_backend: { url: string };
  publish_mode: "editorial_workflow" | "simple";
} {
  return {
    backend: backend.github
      ? {
          name: "github",
          repo: backend.github.repo,
          branch: backend.branch,
          ...(backend.github.baseUrl ? { base_url: backend.github.baseUrl } : {}),
          ...(backend.github.authEndpoint ? { auth_endpoint: backend.github.authEndpoint } : {}),
          ...(backend.github.apiRoot ? { api_root: backend.github.apiRoot } : {}),
          commit_messages: COMMIT_MESSAGES,
        }
      : {
          name: "proxy",
          proxy_url: backend.proxyUrl,
          branch: backend.branch,
          commit_messages: COMMIT_MESSAGES,
        },
    // On localhost the editor uses the local proxy when it runs (each save is a commit in the checkout).
    local_backend: { url: backend.proxyUrl },
    // Through GitHub each edit is a draft (a branch and a pull request) the owner reviews and publishes; the
    // local proxy saves each publish as a commit in the checkout.
    publish_mode: backend.github ? "editorial_workflow" : "simple",
  };
}

/**
 * Where the admin page may connect and load images from, beside its own origin: the local proxy, and GitHub's
 * API (the one in use) and avatars when the GitHub backend is configured. The sign-in itself is a popup, not a
 * connection.
 */
export function editorOrigins(backend: EditorBackend): { connect: string[]; img: string[] } {
  const proxy = new URL(backend.proxyUrl).origin;
  if (!backend.github) return { connect: [proxy], img: [] };
  const api = new URL(backend.github.apiRoot ?? "https://api.github.com").origin;
  return { connect: [proxy, api], img: ["https://avatars.githubusercontent.com"] };
}
