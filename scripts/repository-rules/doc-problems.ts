/**
 * What is wrong in one document: a repository path it names that does not exist, a relative link that leads
 * nowhere (or to a heading that is not there), an npm command that names no script. The rules are written at
 * the top of docs.test.ts.
 */
import { readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { readMarkdownReferences } from "./markdown-references.ts";
import { examplePath, isIgnored, matchesRepository, type RepositoryFiles, ROOT } from "./repository-files.ts";

export interface DocContext {
  repository: RepositoryFiles;
  /** package.json "scripts" names. */
  scripts: ReadonlySet<string>;
  /** package.json "imports": `#name/*` → its folder (`src/`). */
  importFolders: ReadonlyMap<string, string>;
  root?: string;
}

/** npm's own commands (and their aliases): `npm ci`, `npm install`… name no script. */
const NPM_COMMANDS = new Set(
  (
    "access adduser audit bugs cache ci completion config dedupe deprecate diff dist-tag docs doctor edit exec " +
    "explain explore find-dupes fund get help help-search init install install-ci-test install-test link ll " +
    "login logout ls org outdated owner pack ping pkg prefix profile prune publish query rebuild repo root " +
    "sbom search set shrinkwrap star stars team token uninstall unpublish unstar update version view whoami " +
    "i add isntall in ins inst insta instal it cit clean-install ln list la rm r un unlink up upgrade x"
  ).split(" "),
);
/** npm's shorthands that run the script of that name. */
const SCRIPT_SHORTHANDS = new Map([
  ["test", "test"],
  ["t", "test"],
  ["tst", "test"],
  ["start", "start"],
  ["stop", "stop"],
  ["restart", "restart"],
]);

const REMOVED_MARK = /^\s*\(removed\b/;

/** A word of code without the punctuation around it, `:line` numbers and a `KEY=` before it. */
function cleanWord(word: string): string {
  let cleaned = word.includes("=") ? word.slice(word.lastIndexOf("=") + 1) : word;
  cleaned = cleaned.replace(/^[("'[]+/, "").replace(/[)"',;:.]+$/, "");
  while (cleaned.endsWith("]") && cleaned.split("[").length < cleaned.split("]").length) {
    cleaned = cleaned.slice(0, -1);
  }
  return cleaned.replace(/:\d+(?::\d+)?$/, "").replace(/(\.md)#[\w-]+$/, "$1");
}

type PathReading = { pattern: string } | { problem: string } | undefined;

/** The repository path a word of code names, if it names one. */
function readPath(word: string, context: DocContext, isDecisionRecord: boolean): PathReading {
  const { repository, importFolders } = context;
  const importName = word.match(/^(#[\w-]+)\/(.*)$/);
  if (importName) {
    const folder = importFolders.get(importName[1]!);
    if (!folder) return { problem: `\`${word}\`: package.json "imports" has no ${importName[1]}/*` };
    return { pattern: folder + importName[2]! };
  }
  if (word.startsWith("~/")) {
    if (isDecisionRecord) return { pattern: `src/${word.slice(2)}` };
    return { problem: `\`${word}\`: the ~/ alias is gone; shared code is imported as #src/…` };
  }
  const first = word.split("/")[0]!;
  if (word.includes("/") && repository.folders.has(first)) return { pattern: word };
  if (!word.includes("/") && repository.files.has(word)) return { pattern: word };
  return undefined;
}

/** The staff add and remove content files freely: a content file is checked by its folder. */
function withoutContentFile(pattern: string): string {
  const name = pattern.split("/").at(-1)!;
  const isContentFile = pattern.startsWith("src/content/") && /\.(?!tsx?$)[\w]+$/.test(name);
  return isContentFile ? `${pattern.slice(0, -name.length)}` : pattern;
}

export function findDocProblems(doc: string, context: DocContext): string[] {
  const root = context.root ?? ROOT;
  const markdown = readFileSync(join(root, doc), "utf8");
  return findProblemsInMarkdown(doc, markdown, context);
}

export function findProblemsInMarkdown(doc: string, markdown: string, context: DocContext): string[] {
  const root = context.root ?? ROOT;
  const { repository, scripts } = context;
  const isDecisionRecord = doc.startsWith("docs/decisions/");
  const references = readMarkdownReferences(markdown);
  const problems: string[] = [];
  const report = (line: number, message: string) => problems.push(`${doc}:${line}: ${message}`);

  const checkExists = (pattern: string, line: number, after: string, shown: string) => {
    const exists = matchesRepository(withoutContentFile(pattern), repository);
    const markedRemoved = REMOVED_MARK.test(after);
    if (markedRemoved && !isDecisionRecord)
      report(line, `${shown} is marked (removed): only decision records may`);
    else if (markedRemoved && exists) report(line, `${shown} is marked (removed) but exists`);
    else if (!exists && !markedRemoved && !isIgnored(examplePath(pattern), root)) {
      report(line, `${shown} does not exist`);
    }
  };

  for (const { word, line, after } of references.codeWords) {
    const reading = readPath(cleanWord(word), context, isDecisionRecord);
    if (reading && "problem" in reading) report(line, reading.problem);
    else if (reading) checkExists(reading.pattern, line, after, `\`${cleanWord(word)}\``);
  }

  for (const { target, line, after } of references.links) {
    if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith("/")) continue;
    const [path = "", anchor] = target.split("#");
    const resolved = path ? posix.normalize(posix.join(posix.dirname(doc), decodeURIComponent(path))) : doc;
    if (resolved.startsWith("..")) {
      report(line, `link ${target} leads out of the repository`);
      continue;
    }
    if (path) checkExists(resolved, line, after, `link ${target}`);
    if (anchor && resolved.endsWith(".md") && (resolved === doc || repository.files.has(resolved))) {
      const anchors =
        resolved === doc
          ? references.anchors
          : readMarkdownReferences(readFileSync(join(root, resolved), "utf8")).anchors;
      if (!anchors.has(anchor)) report(line, `link ${target}: ${resolved} has no heading #${anchor}`);
    }
  }

  const checkScript = (name: string, line: number, command: string) => {
    if (!scripts.has(name)) report(line, `\`${command}\`: package.json has no script "${name}"`);
  };
  for (const { text, line } of references.code) {
    for (const command of text.matchAll(/\bnpm\s+(?:(run|run-script|rum|urn)\s+)?([^\s;&|)`'"]+)/g)) {
      const [whole, run, name] = command as unknown as [string, string | undefined, string];
      const lineOfCommand = line + text.slice(0, command.index).split("\n").length - 1;
      if (run) checkScript(name, lineOfCommand, whole);
      else if (SCRIPT_SHORTHANDS.has(name)) checkScript(SCRIPT_SHORTHANDS.get(name)!, lineOfCommand, whole);
      else if (!name.startsWith("-") && !NPM_COMMANDS.has(name) && !["run", "run-script"].includes(name)) {
        report(lineOfCommand, `\`${whole}\` is no npm command (a script runs as \`npm run ${name}\`)`);
      }
    }
  }
  for (const command of references.prose.matchAll(/\bnpm\s+run\s+([\w:.-]*[\w])/g)) {
    checkScript(command[1]!, references.prose.slice(0, command.index).split("\n").length, command[0]);
  }
  const lineOf = (problem: string) => Number(problem.slice(doc.length + 1).split(":")[0]);
  return problems.sort((first, second) => lineOf(first) - lineOf(second));
}

export function readDocContext(root = ROOT, repository: RepositoryFiles): DocContext {
  const packageJson = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
    imports: Record<string, string>;
  };
  const importFolders = new Map<string, string>();
  for (const [name, target] of Object.entries(packageJson.imports)) {
    if (name.endsWith("/*") && target.endsWith("/*")) {
      importFolders.set(name.slice(0, -2), target.slice(0, -1).replace(/^\.\//, ""));
    }
  }
  return { repository, scripts: new Set(Object.keys(packageJson.scripts)), importFolders, root };
}
