import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "#server/security-headers.ts";
import type { SiteManifest } from "#server/site-manifest.ts";
import { nginxSiteConf } from "./nginx-site.ts";

const manifest: SiteManifest = {
  pages: {
    "/": { file: "index.html", scriptHashes: ["sha256-home"] },
    "/about": { file: "about.html", scriptHashes: ["sha256-about"] },
    "/404": { file: "404.html", scriptHashes: [] },
    "/si/service-not-found": { file: "si/service-not-found.html", scriptHashes: [] },
  },
  emailApiOrigin: null,
};
const conf = nginxSiteConf(manifest);
const locationOf = (path: string) =>
  conf.match(new RegExp(`location = ${path} \\{\\n([\\s\\S]*?)\\n\\}`))?.[1];

describe("nginx's include for the build", () => {
  it("serves each page at its address from its file, with its own policy and revalidation", () => {
    const about = locationOf("/about")!;
    expect(about).toContain("try_files /about.html @node;");
    expect(about).toContain(
      `add_header Content-Security-Policy "${contentSecurityPolicy({ scriptHashes: ["sha256-about"] })}" always;`,
    );
    expect(about).toContain('add_header Cache-Control "no-cache" always;');
    expect(about).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(locationOf("/")).toContain("try_files /index.html @node;");
    expect(locationOf("/")).toContain("'sha256-home'");
  });

  it("hands not-found pages, other methods, host files and file names of pages to the Node server", () => {
    expect(locationOf("/404")).toBe("  return 418;");
    expect(locationOf("/si/service-not-found")).toBe("  return 418;");
    expect(locationOf("/_headers")).toBe("  return 418;");
    expect(conf).toContain("error_page 418 = @node;");
    expect(locationOf("/about")).toContain("if ($request_method !~ ^(GET|HEAD)$) { return 418; }");
    expect(conf).toMatch(/location ~ \\\.\(\?:html\|br\|gz\)\$ \{\n\s+return 418;/);
  });

  it("gives files the Node server's content types and caching", () => {
    expect(conf).toContain('"text/yaml; charset=utf-8" yml;');
    expect(conf).toContain('"text/javascript; charset=utf-8" js;');
    expect(conf).toMatch(/location \^~ \/_astro\/ \{\n(?: {2}.*\n)*.*public, max-age=31536000, immutable/);
    expect(conf).toContain("gzip_static on;");
  });

  it("escapes what nginx would read as a variable or the end of a value", () => {
    const odd = nginxSiteConf({ ...manifest, emailApiOrigin: 'https://mail.example/$x"' });
    expect(odd).toContain('https://mail.example/\\$x\\"');
  });
});
