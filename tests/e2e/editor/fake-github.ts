// Longer than a screen because it fakes as much of GitHub as Decap CMS's GitHub backend uses to sign in, list
// and save (see below).
/**
 * A fake GitHub on 127.0.0.1 for the editor's sign-in test: the OAuth app's authorize page (it signs the
 * visitor in at once and sends them back with a code), the token endpoint, and as much of the REST API as
 * Decap CMS 3.16's GitHub backend uses to sign in, list the collections and save a change with the editorial
 * workflow (a branch, a commit and a pull request). The repository is a real git repository on disk (a
 * throwaway copy): blobs, trees, commits and refs are git's own. Every request is recorded.
 */
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

interface FakeGithubRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage["headers"];
  body: unknown;
}

interface PullRequest {
  number: number;
  title: string;
  body: string;
  head: string;
  base: string;
  labels: string[];
  state: "open" | "closed";
}

export interface FakeGithub {
  url: string;
  requests: FakeGithubRequest[];
  pulls: PullRequest[];
  /** Codes handed out by the authorize page, and the token each was exchanged for. */
  token: string;
  close(): Promise<void>;
}

const OWNER = "serendib";
const USER = { login: "staff-member", name: "Staff Member", email: "staff@example.com", id: 7 };

export async function startFakeGithub({
  repoDir,
  repo,
  clientId,
  clientSecret,
}: {
  /** A git repository with a `main` branch. */
  repoDir: string;
  repo: string;
  clientId: string;
  clientSecret: string;
}): Promise<FakeGithub> {
  const requests: FakeGithubRequest[] = [];
  const pulls: PullRequest[] = [];
  const token = `gho_fake${Math.random().toString(36).slice(2)}`;
  const codes = new Set<string>();
  const git = (args: string[], input?: string | Buffer, env: Record<string, string> = {}) =>
    execFileSync("git", args, {
      cwd: repoDir,
      input,
      stdio: ["pipe", "pipe", "pipe"],
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
  const text = (args: string[], input?: string | Buffer, env?: Record<string, string>) =>
    git(args, input, env).toString("utf8").trim();
  const refSha = (ref: string) => {
    try {
      return text(["rev-parse", "--verify", `refs/heads/${ref}^{commit}`]);
    } catch {
      return undefined;
    }
  };
  let url = "";

  const pullJson = (pull: PullRequest) => ({
    number: pull.number,
    title: pull.title,
    body: pull.body,
    state: pull.state,
    head: { ref: pull.head, sha: refSha(pull.head) ?? "", label: `${OWNER}:${pull.head}` },
    base: { ref: pull.base, sha: refSha(pull.base) ?? "" },
    labels: pull.labels.map((name) => ({ name })),
    user: { login: USER.login },
    updated_at: new Date().toISOString(),
    html_url: `${url}/${repo}/pull/${pull.number}`,
  });

  // biome-ignore lint/suspicious/noExplicitAny: the request bodies Decap sends, read field by field
  function api(method: string, path: string, query: Record<string, string>, body: any): [number, unknown] {
    if (method === "GET" && path === "/user") return [200, USER];
    if (method === "GET" && path.startsWith("/users/")) return [200, USER];
    const prefix = `/repos/${repo}`;
    if (!path.startsWith(prefix)) return [404, { message: "Not Found" }];
    const rest = path.slice(prefix.length);
    if (method === "GET" && rest === "")
      return [
        200,
        {
          name: repo.split("/")[1],
          full_name: repo,
          owner: { login: repo.split("/")[0] },
          default_branch: "main",
          private: true,
          permissions: { admin: false, push: true, pull: true },
        },
      ];
    const branchAt = method === "GET" ? /^\/branches\/(.+)$/.exec(rest) : null;
    if (branchAt) {
      const name = decodeURIComponent(branchAt[1]!);
      const sha = refSha(name);
      return sha ? [200, { name, commit: { sha } }] : [404, { message: "Branch not found" }];
    }
    const treeAt = method === "GET" ? /^\/git\/trees\/(.+)$/.exec(rest) : null;
    if (treeAt) {
      const treeish = decodeURIComponent(treeAt[1]!);
      try {
        const lines = text(["ls-tree", "-l", ...(query.recursive ? ["-r"] : []), treeish]);
        const tree = lines
          ? lines.split("\n").map((line) => {
              const [meta, file] = line.split("\t");
              const [mode, type, sha, size] = meta!.split(/\s+/);
              return { path: file, mode, type, sha, ...(type === "blob" ? { size: Number(size) } : {}) };
            })
          : [];
        return [200, { sha: text(["rev-parse", treeish]), tree, truncated: false }];
      } catch {
        return [404, { message: "Not Found" }];
      }
    }
    const blobAt = method === "GET" ? /^\/git\/blobs\/([0-9a-f]{40})$/.exec(rest) : null;
    if (blobAt) {
      const content = git(["cat-file", "blob", blobAt[1]!]);
      return [
        200,
        { sha: blobAt[1], size: content.length, encoding: "base64", content: content.toString("base64") },
      ];
    }
    if (method === "POST" && rest === "/git/blobs") {
      const bytes = Buffer.from(body.content, body.encoding === "base64" ? "base64" : "utf8");
      return [201, { sha: text(["hash-object", "-w", "--stdin"], bytes) }];
    }
    if (method === "POST" && rest === "/git/trees") {
      const index = join(tmpdir(), `fake-github-index-${process.pid}-${Date.now()}`);
      const env = { GIT_INDEX_FILE: index };
      try {
        if (body.base_tree) git(["read-tree", body.base_tree], undefined, env);
        for (const entry of body.tree as Array<{ path: string; mode: string; sha: string | null }>) {
          if (entry.sha === null) git(["update-index", "--force-remove", entry.path], undefined, env);
          else
            git(
              ["update-index", "--add", "--cacheinfo", `${entry.mode},${entry.sha},${entry.path}`],
              undefined,
              env,
            );
        }
        return [201, { sha: text(["write-tree"], undefined, env), tree: [] }];
      } finally {
        rmSync(index, { force: true });
      }
    }
    if (method === "POST" && rest === "/git/commits") {
      const parents = (body.parents as string[]).flatMap((parent) => ["-p", parent]);
      const who = { name: body.author?.name ?? USER.name, email: body.author?.email ?? USER.email };
      const sha = text(["commit-tree", body.tree, ...parents, "-F", "-"], body.message, {
        GIT_AUTHOR_NAME: who.name,
        GIT_AUTHOR_EMAIL: who.email,
        GIT_COMMITTER_NAME: who.name,
        GIT_COMMITTER_EMAIL: who.email,
      });
      return [
        201,
        {
          sha,
          message: body.message,
          tree: { sha: body.tree },
          parents: body.parents.map((p: string) => ({ sha: p })),
        },
      ];
    }
    if (method === "POST" && rest === "/git/refs") {
      git(["update-ref", body.ref, body.sha]);
      return [201, { ref: body.ref, object: { sha: body.sha, type: "commit" } }];
    }
    const refAt = method === "PATCH" || method === "DELETE" ? /^\/git\/refs\/heads\/(.+)$/.exec(rest) : null;
    if (refAt) {
      const name = decodeURIComponent(refAt[1]!);
      if (method === "DELETE") {
        git(["update-ref", "-d", `refs/heads/${name}`]);
        return [204, null];
      }
      git(["update-ref", `refs/heads/${name}`, body.sha]);
      return [200, { ref: `refs/heads/${name}`, object: { sha: body.sha, type: "commit" } }];
    }
    if (method === "GET" && /^\/git\/(?:refs|matching-refs)\//.test(rest))
      return [404, { message: "Not Found" }];
    if (method === "GET" && rest === "/pulls") {
      const head = query.head?.replace(/^[^:]+:/, "");
      const found = pulls.filter(
        (pull) =>
          (!head || pull.head === head) &&
          (!query.base || pull.base === query.base) &&
          (query.state === "all" || pull.state === (query.state ?? "open")),
      );
      return [200, found.map(pullJson)];
    }
    if (method === "POST" && rest === "/pulls") {
      const pull: PullRequest = {
        number: pulls.length + 1,
        title: body.title,
        body: body.body ?? "",
        head: String(body.head).replace(/^[^:]+:/, ""),
        base: body.base,
        labels: [],
        state: "open",
      };
      pulls.push(pull);
      return [201, pullJson(pull)];
    }
    const pullAt = /^\/pulls\/(\d+)(\/commits)?$/.exec(rest);
    if (pullAt) {
      const pull = pulls.find((candidate) => candidate.number === Number(pullAt[1]));
      if (!pull) return [404, { message: "Not Found" }];
      if (pullAt[2]) return [200, []];
      if (method === "PATCH" && body.state) pull.state = body.state;
      return [200, pullJson(pull)];
    }
    const labelsAt = /^\/issues\/(\d+)\/labels$/.exec(rest);
    if (labelsAt) {
      const pull = pulls.find((candidate) => candidate.number === Number(labelsAt[1]));
      if (!pull) return [404, { message: "Not Found" }];
      if (method === "PUT") pull.labels = [...body.labels];
      if (method === "POST") pull.labels.push(...body.labels);
      return [200, pull.labels.map((name) => ({ name }))];
    }
    const compareAt = method === "GET" ? /^\/compare\/(.+)\.\.\.(.+)$/.exec(rest) : null;
    if (compareAt) {
      const ref = (name: string) => {
        const plain = decodeURIComponent(name).replace(/^[^:]+:/, "");
        return refSha(plain) ?? plain;
      };
      const [from, to] = [ref(compareAt[1]!), ref(compareAt[2]!)];
      const files = text(["diff", "--name-status", "--no-renames", `${from}...${to}`])
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const [status, filename] = line.split("\t");
          const sha = status === "D" ? null : text(["rev-parse", `${to}:${filename}`]);
          return {
            filename,
            sha,
            status: status === "A" ? "added" : status === "D" ? "removed" : "modified",
            patch: "@@ text @@",
          };
        });
      const commits = text(["rev-list", `${from}..${to}`])
        .split("\n")
        .filter(Boolean)
        .map((sha) => ({ sha, commit: { message: text(["log", "-1", "--format=%B", sha]) } }));
      return [200, { files, commits, base_commit: { sha: from }, merge_base_commit: { sha: from } }];
    }
    if (method === "GET" && rest === "/commits") {
      try {
        const [name, date] = text([
          "log",
          "-1",
          "--format=%an%x00%aI",
          query.sha ?? "main",
          "--",
          query.path ?? ".",
        ]).split("\0");
        return [200, [{ sha: "0", commit: { author: { name, date } } }]];
      } catch {
        return [200, []];
      }
    }
    if (method === "GET" && /^\/commits\/[^/]+\/status$/.test(rest))
      return [200, { state: "success", statuses: [] }];
    return [404, { message: "Not Found" }];
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const address = new URL(request.url ?? "/", url);
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {}
      const method = request.method ?? "GET";
      const query = Object.fromEntries(address.searchParams);
      requests.push({ method, path: address.pathname, query, headers: request.headers, body });
      answer(request, response, method, address.pathname, query, body);
    });
  });

  function answer(
    request: IncomingMessage,
    response: ServerResponse,
    method: string,
    path: string,
    query: Record<string, string>,
    // biome-ignore lint/suspicious/noExplicitAny: the token request's JSON
    body: any,
  ) {
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
      response.end(json === null ? "" : JSON.stringify(json));
    };
    // The OAuth app: GitHub's pages and token endpoint (no CORS: the browser navigates, the server fetches).
    if (path === "/login/oauth/authorize") {
      if (query.client_id !== clientId || !query.redirect_uri || !query.state)
        return send(400, { error: "bad request" });
      const code = `code${codes.size + 1}${Math.random().toString(36).slice(2)}`;
      codes.add(code);
      const back = new URL(query.redirect_uri);
      back.searchParams.set("code", code);
      back.searchParams.set("state", query.state);
      response.writeHead(302, { Location: back.toString() });
      return response.end();
    }
    if (path === "/login/oauth/access_token" && method === "POST") {
      if (body?.client_id !== clientId || body?.client_secret !== clientSecret || !codes.delete(body?.code))
        return send(200, { error: "bad_verification_code" });
      return send(200, { access_token: token, token_type: "bearer", scope: "repo" });
    }
    // The REST API, called from the admin page (another origin): CORS as api.github.com answers it.
    response.setHeader("Access-Control-Allow-Origin", "*");
    response.setHeader("Access-Control-Expose-Headers", "Link, ETag");
    if (method === "OPTIONS") {
      response.writeHead(204, {
        "Access-Control-Allow-Methods": "GET, POST, PATCH, PUT, DELETE",
        "Access-Control-Allow-Headers": request.headers["access-control-request-headers"] ?? "",
        "Access-Control-Max-Age": "600",
      });
      return response.end();
    }
    if (request.headers.authorization !== `token ${token}`) return send(401, { message: "Bad credentials" });
    try {
      const [status, json] = api(method, path, query, body);
      send(status, json);
    } catch (error) {
      send(500, { message: (error as Error).message });
    }
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    pulls,
    token,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
