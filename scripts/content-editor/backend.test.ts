import { describe, expect, it } from "vitest";
import { backendSettings, editorOrigins } from "./backend.ts";
import { editorBackend } from "./settings.ts";

const backend = { proxyUrl: "http://localhost:8081/api/v1", branch: "main" };

describe("where the editor saves, as Decap's settings", () => {
  it("uses the local proxy on localhost, GitHub when a repository is configured", () => {
    expect(backendSettings(backend)).toMatchObject({
      backend: { name: "proxy", proxy_url: backend.proxyUrl, branch: "main" },
      local_backend: { url: backend.proxyUrl },
      publish_mode: "simple",
    });
    const github = backendSettings(
      editorBackend({ CMS_GITHUB_REPO: "serendib/site" }, "https://site.example"),
    );
    // Signs in on the site's own origin (/api/auth), each edit a draft pull request the owner publishes.
    expect(github.backend).toMatchObject({
      name: "github",
      repo: "serendib/site",
      branch: "main",
      base_url: "https://site.example",
      auth_endpoint: "api/auth",
      api_root: "https://api.github.com",
    });
    expect(github.local_backend).toEqual({ url: backend.proxyUrl });
    expect(github.publish_mode).toBe("editorial_workflow");
  });

  it("names each commit after what the staff did", () => {
    const { commit_messages } = backendSettings(backend).backend as {
      commit_messages: Record<string, string>;
    };
    expect(commit_messages.create).toBe("Content: add {{collection}} “{{slug}}” (browser editor)");
    expect(Object.keys(commit_messages)).toEqual([
      "create",
      "update",
      "delete",
      "uploadMedia",
      "deleteMedia",
    ]);
  });

  it("lets the admin page connect to the proxy and the GitHub API in use, and to no other", () => {
    expect(editorOrigins(backend)).toEqual({ connect: ["http://localhost:8081"], img: [] });
    expect(editorOrigins({ ...backend, github: { repo: "a/b" } })).toEqual({
      connect: ["http://localhost:8081", "https://api.github.com"],
      img: ["https://avatars.githubusercontent.com"],
    });
    const fake = editorBackend({ CMS_GITHUB_REPO: "a/b", CMS_GITHUB_API_ROOT: "http://127.0.0.1:9999" });
    expect(editorOrigins(fake).connect).toEqual(["http://localhost:8081", "http://127.0.0.1:9999"]);
  });
});
