/**
 * A built page's CSS (issue 34): of the site's style sheet, only the rules the page can use stay, inline: those
 * its own HTML uses (the whole page, not only its top: on a short page or a tall screen the footer and the second
 * section are in the first view) and those its scripts can set (its islands' other states: an open chat, a form's
 * errors). No sheet is linked after them: a whole sheet arriving after the first paint made the browser restyle
 * every element of the page once more, the longest task of a load on a slow phone (decision 0021).
 *
 * A rule is kept inline when every class its selectors name appears in the page's `class` attributes
 * (rules naming no class — elements, attributes, `:root`, keyframes, faces, properties — always stay).
 * lightningcss (Tailwind's own CSS parser) reads the sheet and its selectors; the kept rules are copied from the
 * sheet as written (each rule runs from where lightningcss says it starts to where the next one starts), so the
 * inline subset is byte for byte a part of the sheet, never re-printed.
 */
import { type Location, type Rule, type Selector, transform } from "lightningcss";

/** At-rules whose block holds rules (filtered rule by rule, dropped when empty); any other is kept whole. */
const GROUPING = new Set(["media", "supports", "layer-block", "container", "scope", "starting-style"]);
type Grouping = Extract<
  Rule,
  { type: "media" | "supports" | "layer-block" | "container" | "scope" | "starting-style" }
>;
const isGrouping = (rule: Rule): rule is Grouping => GROUPING.has(rule.type);

/** A parsed rule (lightningcss marks only rules its minifier drops as `ignored`; parsing makes none). */
type Parsed = Exclude<Rule, { type: "ignored" }>;
const parsed = (rules: Rule[]) => rules.filter((rule): rule is Parsed => rule.type !== "ignored");

/** The top-level rules of `css`, as lightningcss parses them (it throws on CSS it cannot read). */
function parse(css: string): Rule[] {
  let rules: Rule[] = [];
  transform({
    filename: "site.css",
    code: Buffer.from(css),
    visitor: {
      StyleSheet(sheet) {
        rules = sheet.rules;
      },
    },
  });
  return rules;
}

/**
 * The classes a selector must find on the page to match (`.a:hover .b\:c` → a, b:c): those of its compounds,
 * not those inside a pseudo-class's arguments (`:not()`, `:is()`, `:where()`, `:has()`…), where a class may be
 * absent or one of several.
 */
const requiredClasses = (selector: Selector) =>
  selector.flatMap((component) => (component.type === "class" ? [component.name] : []));

/** The classes a selector (as written in a sheet) must find on the page to match; see `requiredClasses`. */
export function selectorClasses(selector: string): string[] {
  const [rule] = parse(`${selector}{}`);
  return rule?.type === "style" ? requiredClasses(rule.value.selectors[0] ?? []) : [];
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

/** Offsets into a text of lightningcss's locations (0-based lines, 1-based columns in UTF-16 units). */
function offsets(css: string): (loc: Location) => number {
  const lines = [0];
  for (let i = css.indexOf("\n"); i >= 0; i = css.indexOf("\n", i + 1)) lines.push(i + 1);
  return (loc) => (lines[loc.line] ?? css.length) + loc.column - 1;
}

/**
 * The kept part of `rules`, the rules of `css` between `from` and `to` (the sheet, or a grouping rule's block):
 * each rule's text runs from its start (the block's start for the first) to the next one's start.
 */
function keep(
  css: string,
  rules: Rule[],
  from: number,
  to: number,
  at: (loc: Location) => number,
  classes: Set<string>,
): string {
  /** Where a rule starts (lightningcss gives every parsed rule a location; `fallback` satisfies its types). */
  const startOf = (rule: Parsed, fallback: number) => (rule.value ? at(rule.value.loc) : fallback);
  let out = "";
  parsed(rules).forEach((rule, i, rules) => {
    const next = rules[i + 1];
    const start = i === 0 ? from : startOf(rule, from);
    const end = start + css.slice(start, next ? startOf(next, to) : to).trimEnd().length;
    const text = css.slice(start, end).trim();
    if (isGrouping(rule)) {
      const [first] = parsed(rule.value.rules);
      if (!first) return;
      const open = css.lastIndexOf("{", startOf(first, end));
      const inner = keep(css, rule.value.rules, open + 1, end - 1, at, classes);
      if (inner) out += `${css.slice(start, open).trim()}{${inner}}`;
    } else if (
      rule.type !== "style" ||
      (rule.value.rules?.length ?? 0) > 0 ||
      rule.value.selectors.some((selector) => requiredClasses(selector).every((name) => classes.has(name)))
    )
      out += text;
  });
  return out;
}

/** The rules of `css` that can apply to HTML whose elements carry only `classes`, in their order. */
export function criticalCss(css: string, classes: Set<string>): string {
  const sheet = sheets.get(css) ?? { rules: parse(css), at: offsets(css) };
  sheets.set(css, sheet);
  return keep(css, sheet.rules, 0, css.length, sheet.at, classes);
}

/** The sheets read so far: a build has a handful (pages of a kind share theirs), each read once, not per page. */
const sheets = new Map<string, { rules: Rule[]; at: (loc: Location) => number }>();

/** Below this size a page's own `<style>` stays whole: the faces, the island runtime's one rule. */
const SMALLEST_SHEET = 4096;

/**
 * The words of script text that could be class names: a script builds its classes from string literals
 * (Tailwind itself only makes rules for classes written out whole in the sources), so splitting on spaces, quotes,
 * backslashes, braces and semicolons finds every class it can set.
 */
export function scriptTokens(text: string): Set<string> {
  return new Set(text.split(/[\s"'`\\{};]+/).filter(Boolean));
}

/**
 * The page with its site style sheet (its largest inline `<style>`, when one is large enough) cut to the rules it
 * can use: those whose classes appear in its HTML's `class` attributes or in `scriptClasses`, the words of the
 * scripts it runs (its inline scripts are added here; its islands' modules by the caller). No other sheet follows:
 * what the page's HTML and code can show is styled from its first paint, and nothing restyles the page later.
 * Null when the page has no such sheet.
 */
export function inlinePageCss(html: string, scriptClasses: ReadonlySet<string>): string | null {
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
  if (!largest) return null;
  const classes = htmlClasses(html);
  for (const name of scriptClasses) classes.add(name);
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g))
    for (const name of scriptTokens(match[1]!)) classes.add(name);
  const critical = criticalCss(largest.css, classes);
  return `${html.slice(0, largest.start)}<style>${critical}</style>${html.slice(largest.end)}`;
}
