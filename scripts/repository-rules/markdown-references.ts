/**
 * What a Markdown document says about the repository: the words of its code (inline code spans, and shell
 * blocks: ```sh, bash, shell, console), its relative links, and its headings' anchors as GitHub makes them.
 * Other fenced blocks (example output, YAML, text, folder trees) are examples and are left out.
 */

interface CodeWord {
  word: string;
  line: number;
  /** The text that follows the code span on its line (where a decision record marks a path `(removed)`). */
  after: string;
}

interface Link {
  target: string;
  line: number;
  after: string;
}

export interface MarkdownReferences {
  /** Each whitespace-separated word of the code spans and shell blocks. */
  codeWords: CodeWord[];
  /** The text of the code spans and shell blocks, each with its line (for the npm commands). */
  code: { text: string; line: number }[];
  /** The prose: everything but fenced blocks and code spans (code spans blanked). */
  prose: string;
  links: Link[];
  anchors: Set<string>;
}

const SHELL_BLOCKS = new Set(["sh", "bash", "shell", "console"]);

const lineAt = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** The same text with the given range replaced by spaces, line breaks kept (so later indexes keep their lines). */
const blank = (text: string, start: number, end: number) =>
  text.slice(0, start) + text.slice(start, end).replace(/[^\n]/g, " ") + text.slice(end);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens; repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const heading of withoutFencedBlocks(markdown).text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function withoutFencedBlocks(markdown: string) {
  const lines = markdown.split("\n");
  const shell: { text: string; line: number }[] = [];
  let fence: { marker: string; shell: boolean } | undefined;
  for (const [index, line] of lines.entries()) {
    const opening = line.match(/^ {0,3}(`{3,}|~{3,})\s*([\w-]*)/);
    if (!fence && opening) {
      fence = { marker: opening[1]!, shell: SHELL_BLOCKS.has(opening[2]!.toLowerCase()) };
      lines[index] = "";
    } else if (fence) {
      const closes = line.trim().startsWith(fence.marker) && /^[`~]+$/.test(line.trim());
      if (!closes && fence.shell) shell.push({ text: line.replace(/\s#\s.*$/, ""), line: index + 1 });
      if (closes) fence = undefined;
      lines[index] = "";
    }
  }
  return { text: lines.join("\n"), shell };
}

export function readMarkdownReferences(markdown: string): MarkdownReferences {
  const { text, shell } = withoutFencedBlocks(markdown);
  const code = [...shell];
  const codeWords: CodeWord[] = [];
  for (const block of shell) {
    for (const word of block.text.split(/\s+/).filter(Boolean))
      codeWords.push({ word, line: block.line, after: "" });
  }
  let prose = text;
  for (const span of text.matchAll(/(?<!`)(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g)) {
    const line = lineAt(text, span.index);
    const after = text.slice(span.index + span[0].length).split("\n")[0]!;
    code.push({ text: span[2]!, line });
    for (const word of span[2]!.split(/\s+/).filter(Boolean)) codeWords.push({ word, line, after });
    prose = blank(prose, span.index, span.index + span[0].length);
  }
  const links: Link[] = [];
  for (const link of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const after = prose.slice(link.index + link[0].length).split("\n")[0]!;
    links.push({ target: link[1]!, line: lineAt(prose, link.index), after });
  }
  for (const definition of prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) {
    links.push({ target: definition[1]!, line: lineAt(prose, definition.index), after: "" });
  }
  return { codeWords, code, prose, links, anchors: headingAnchors(markdown) };
}
