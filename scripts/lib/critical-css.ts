/**
 * Critical CSS of a built page (issue 34): of the site's style sheet, only the rules the page's first view can
 * use stay inline; the whole sheet becomes one shared, hashed, long-cached file, preloaded from the head and
 * linked at the end of `<body>`, so it blocks nothing before it (the browser paints what precedes the link with
 * the inline rules) and needs no script. The linked sheet holds every rule in its original order after the
 * inline subset, so once it applies the cascade is exactly the full sheet's.
 *
 * A rule is kept inline when every class its selectors name appears in the first view's `class` attributes
 * (rules naming no class — elements, attributes, `:root`, keyframes, faces, properties — always stay).
 * The sheet is Tailwind's minified output: a small brace matcher that respects strings and escapes reads it.
 */

/** A rule or at-rule: its prelude and either its declarations (`body`) or its nested rules. */
interface CssNode {
  prelude: string;
  body?: string;
  children?: CssNode[];
}

/** At-rules whose block holds rules (filtered rule by rule); any other block is kept whole. */
const GROUPING = /^@(media|supports|layer|container|scope|starting-style|document)\b/;

/** The index of the `}` that closes the block opened at `open`, skipping strings and escapes. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === "\\") i++;
    } else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i;
  }
  return css.length;
}

/** The index of the next `{` or `;` at the top level of `css` from `from`, skipping strings and escapes. */
function preludeEnd(css: string, from: number): number {
  for (let i = from; i < css.length; i++) {
    const c = css[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === "\\") i++;
    } else if (c === "{" || c === ";") return i;
  }
  return css.length;
}

function parse(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    const end = preludeEnd(css, i);
    const prelude = css.slice(i, end).trim();
    if (end >= css.length || css[end] === ";") {
      // A statement at-rule (`@layer a,b;`, `@import …;`), or trailing text.
      if (prelude) nodes.push({ prelude: `${prelude};` });
      i = end + 1;
      continue;
    }
    const close = blockEnd(css, end);
    const inner = css.slice(end + 1, close);
    if (GROUPING.test(prelude)) nodes.push({ prelude, children: parse(inner) });
    else nodes.push({ prelude, body: inner });
    i = close + 1;
  }
  return nodes;
}

/** A class name as written in a selector, its escapes undone (`sm\:pt-40` → `sm:pt-40`). */
function unescapeIdent(ident: string): string {
  return ident.replace(/\\([0-9a-fA-F]{1,6} ?|[\s\S])/g, (_, escaped: string) =>
    /^[0-9a-fA-F]{1,6} ?$/.test(escaped) ? String.fromCodePoint(Number.parseInt(escaped, 16)) : escaped,
  );
}

/** The selectors of a list, split at its top-level commas (`:is(.a,.b) .c,.d` → two). */
function selectorList(prelude: string): string[] {
  const list: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === "\\") i++;
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && depth === 0) {
      list.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  return [...list, prelude.slice(start)];
}

/**
 * `selector` without the arguments of its functional pseudo-classes (`:not(…)`, `:is(…)`, `:where(…)`,
 * `:has(…)`): a class named there may be absent (or one of several), so it is not required.
 */
function withoutArguments(selector: string): string {
  let out = "";
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]!;
    if (c === "\\") {
      if (depth === 0) out += selector.slice(i, i + 2);
      i++;
    } else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (depth === 0) out += c;
  }
  return out;
}

/** The classes a selector must find on the page to match (`.a:hover .b\:c` → a, b:c; not those in `:not()`). */
export function selectorClasses(selector: string): string[] {
  // Strings inside attribute selectors may hold dots: drop them first.
  const bare = withoutArguments(selector.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, ""));
  return [...bare.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\[\s\S]|[\w-])+)/g)].map((match) =>
    unescapeIdent(match[1]!),
  );
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name[0] === "#"
      ? String.fromCodePoint(
          name[1]?.toLowerCase() === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
        )
      : (ENTITIES[name.toLowerCase()] ?? whole),
  );

/** Every class named in the `class` attributes of some HTML. */
export function htmlClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g))
    for (const name of decodeEntities(match[1] ?? match[2] ?? match[3] ?? "").split(/\s+/))
      if (name) classes.add(name);
  return classes;
}

/**
 * The HTML of the page's first view: the page without the sections of `<main>` after its first (the first
 * section is the page's top; what follows starts below the fold on every screen the site designs for), nor its
 * `<footer>` after `<main>`. The rest after `<main>` stays: the splash, the chat's toggle and back-to-top show
 * over the first view. The whole page when it has no such section.
 */
export function firstViewHtml(html: string): string {
  const main = html.indexOf("<main");
  const mainEnd = html.indexOf("</main>", main);
  if (main < 0 || mainEnd < 0) return html;
  const first = html.indexOf("<section", main);
  const firstEnd = first < 0 ? -1 : html.indexOf("</section>", first);
  const second = firstEnd < 0 ? -1 : html.indexOf("<section", firstEnd);
  if (second < 0 || second > mainEnd) return html;
  const after = html.slice(mainEnd);
  const footer = after.indexOf("<footer");
  const footerEnd = after.indexOf("</footer>", footer);
  const tail = footer < 0 || footerEnd < 0 ? after : after.slice(0, footer) + after.slice(footerEnd);
  return html.slice(0, second) + tail;
}

function keep(nodes: CssNode[], classes: Set<string>): string {
  let out = "";
  for (const node of nodes) {
    if (node.children) {
      const inner = keep(node.children, classes);
      if (inner) out += `${node.prelude}{${inner}}`;
    } else if (node.body === undefined) out += node.prelude;
    else if (node.prelude.startsWith("@") || node.body.includes("{")) out += `${node.prelude}{${node.body}}`;
    else if (
      selectorList(node.prelude).some((selector) =>
        selectorClasses(selector).every((name) => classes.has(name)),
      )
    )
      out += `${node.prelude}{${node.body}}`;
  }
  return out;
}

/** The rules of `css` that can apply to HTML whose elements carry only `classes`, in their order. */
export function criticalCss(css: string, classes: Set<string>): string {
  return keep(parse(css), classes);
}

/** Below this size a page's own `<style>` stays whole: the faces, the island runtime's one rule. */
const SMALLEST_SHEET = 4096;

/**
 * The page's site style sheet (its largest inline `<style>`, when one is large enough) split in two: the page with
 * the critical rules inline, a preload in the head and the link at the end of `<body>`, and the whole sheet for
 * `sheetPath(sheet)` to name. Null when the page has no such sheet.
 */
export function splitPageCss(
  html: string,
  sheetPath: (sheet: string) => string,
): { html: string; sheet: string } | null {
  let largest: { start: number; end: number; css: string } | null = null;
  for (const match of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    const css = match[1]!;
    if (
      css.length >= SMALLEST_SHEET &&
      !css.startsWith("@font-face") &&
      css.length > (largest?.css.length ?? 0)
    )
      largest = { start: match.index, end: match.index + match[0].length, css };
  }
  const bodyEnd = html.lastIndexOf("</body>");
  if (!largest || bodyEnd < largest.end) return null;
  const href = sheetPath(largest.css);
  const critical = criticalCss(largest.css, htmlClasses(firstViewHtml(html)));
  return {
    sheet: largest.css,
    html:
      `${html.slice(0, largest.start)}<link rel="preload" as="style" href="${href}"><style>${critical}</style>` +
      `${html.slice(largest.end, bodyEnd)}<link rel="stylesheet" href="${href}">${html.slice(bodyEnd)}`,
  };
}
