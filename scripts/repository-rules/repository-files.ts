/**
 * The repository's own files as git sees them (tracked, plus new files not ignored), the folders that hold
 * them, and a path pattern as the docs write one (globs, `…`, `<placeholder>`) matched against them.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface RepositoryFiles {
  files: ReadonlySet<string>;
  folders: ReadonlySet<string>;
  /** The first segment of every file: the top-level folders and the root files. */
  topLevel: ReadonlySet<string>;
}

/** Every file git knows here (with uncommitted new ones, without ignored ones) that is on disk. */
export function readRepositoryFiles(root = ROOT): RepositoryFiles {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
    .split("\0")
    .filter((file) => file && existsSync(join(root, file)));
  const folders = new Set<string>();
  const topLevel = new Set<string>();
  for (const file of files) {
    const segments = file.split("/");
    topLevel.add(segments[0]!);
    for (let end = 1; end < segments.length; end++) folders.add(segments.slice(0, end).join("/"));
  }
  return { files: new Set(files), folders, topLevel };
}

/** Whether git ignores the path (what the build, the tests or a developer write: dist/, screenshots/…). */
export function isIgnored(path: string, root = ROOT): boolean {
  try {
    execFileSync("git", ["check-ignore", "--quiet", "--no-index", path], { cwd: root, stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A pattern as the docs write it, as a regular expression for a repository path: `**` any folders, `*` any
 * characters in one name, `{a,b}` either, `<placeholder>` one or more characters in one name, `…` anything
 * (a folder's contents). Everything else is literal (`[...locale]` is a folder's name, not a class).
 */
function pathPatternToRegExp(pattern: string): RegExp {
  let source = "";
  for (let index = 0; index < pattern.length; index++) {
    const rest = pattern.slice(index);
    if (rest.startsWith("**/")) {
      source += "(?:.*/)?";
      index += 2;
    } else if (rest.startsWith("**")) {
      source += ".*";
      index += 1;
    } else if (rest[0] === "*") source += "[^/]*";
    else if (rest[0] === "…") source += ".*";
    else if (/^<[^<>/]+>/.test(rest)) {
      const placeholder = rest.match(/^<[^<>/]+>/)![0];
      source += "[^/]+";
      index += placeholder.length - 1;
    } else if (/^\{[^{}/]*,[^{}/]*\}/.test(rest)) {
      const choices = rest.match(/^\{([^{}/]*)\}/)!;
      source += `(?:${choices[1]!.split(",").map(escapeRegExp).join("|")})`;
      index += choices[0].length - 1;
    } else source += escapeRegExp(rest[0]!);
  }
  return new RegExp(`^${source}$`);
}

/** Whether a pattern names something that exists: a file or a folder (a folder only, when it ends with `/`). */
export function matchesRepository(pattern: string, repository: RepositoryFiles): boolean {
  const folderOnly = pattern.endsWith("/");
  const trimmed = pattern.replace(/\/+$/, "");
  if (repository.folders.has(trimmed) || (!folderOnly && repository.files.has(trimmed))) return true;
  const expression = pathPatternToRegExp(trimmed);
  for (const folder of repository.folders) if (expression.test(folder)) return true;
  if (folderOnly) return false;
  for (const file of repository.files) if (expression.test(file)) return true;
  return false;
}

/** A concrete path standing for the pattern (each wildcard a plain name), to ask git whether it is ignored. */
export function examplePath(pattern: string): string {
  return pattern
    .replace(/\*\*\/?/g, "")
    .replace(/<[^<>/]+>|\{[^{}/]*\}|\*|…/g, "x")
    .replace(/\/+$/, "/x");
}
