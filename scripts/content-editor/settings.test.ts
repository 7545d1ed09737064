import { describe, expect, it } from "vitest";
import { editorBackend } from "./settings.ts";

describe("where the editor saves, from the environment", () => {
  it("uses the local proxy on port 8081 and the main branch unless told otherwise", () => {
    expect(editorBackend({})).toEqual({ proxyUrl: "http://localhost:8081/api/v1", branch: "main" });
    expect(editorBackend({ CMS_PROXY_PORT: "8082", CMS_BRANCH: "content" })).toEqual({
      proxyUrl: "http://localhost:8082/api/v1",
      branch: "content",
    });
  });

  it("saves through GitHub when a repository is named, signing in on the site's own origin", () => {
    expect(editorBackend({ CMS_GITHUB_REPO: "serendib/website" }, "https://example.lk/")).toMatchObject({
      github: {
        repo: "serendib/website",
        baseUrl: "https://example.lk",
        authEndpoint: "api/auth",
        apiRoot: "https://api.github.com",
      },
    });
    expect(
      editorBackend({
        CMS_GITHUB_REPO: "serendib/website",
        CMS_OAUTH_BASE_URL: "https://auth.serendib.digital/",
        CMS_OAUTH_ENDPOINT: "auth",
        CMS_GITHUB_API_ROOT: "http://127.0.0.1:9999/",
      }),
    ).toMatchObject({
      github: {
        repo: "serendib/website",
        baseUrl: "https://auth.serendib.digital",
        authEndpoint: "auth",
        apiRoot: "http://127.0.0.1:9999",
      },
    });
  });

  it("refuses settings that cannot work", () => {
    expect(() => editorBackend({ CMS_PROXY_PORT: "80800" })).toThrow(/not a port/);
    expect(() => editorBackend({ CMS_GITHUB_REPO: "https://github.com/serendib/website" })).toThrow(
      /owner\/name/,
    );
  });
});
