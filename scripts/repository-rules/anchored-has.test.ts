/**
 * A `:has()` on the page's root (`html`, `:root`, `body`) looks only at fixed places beneath it: its argument
 * starts with a child combinator and names every step (`html:has(> body > #mobile-menu:popover-open)`).
 *
 * Why: Chromium checks such a rule again whenever the state it names changes anywhere (a popover opening, a
 * box ticked, a dialog closing). Unanchored (`html:has(#mobile-menu:popover-open)`), that check walks every
 * element of the page; on the slow phone that was most of a menu tap's 45 ms of style work (decision 0023).
 * Rules on a control's own box (`[data-filter-bar]:has(…)`) stay free: they look at that control's few elements.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, readRepositoryFiles } from "./repository-files.ts";

/** `:has(` or `:not(:has(` on a root selector (with other classes, attributes or `:not()` between). */
const ROOT_HAS =
  /(?:^|[\s,>~+(}])(?:html|:root|body)(?:\[[^\]]*\]|:not\([^)]*\)|\.[\w-]+)*(?::not\(\s*)?:has\(\s*(.)/g;

/** The arguments of root `:has()` rules in a stylesheet that do not start with `>`, as written. */
function unanchoredRootHas(css: string): string[] {
  const found: string[] = [];
  for (const match of css.matchAll(ROOT_HAS))
    if (match[1] !== ">") found.push(css.slice(match.index, css.indexOf("{", match.index)).trim());
  return found;
}

describe("root :has() rules are anchored", () => {
  it("finds the unanchored forms and passes the anchored ones", () => {
    expect(unanchoredRootHas("html:has(#menu:popover-open) { overflow: hidden }")).toHaveLength(1);
    expect(unanchoredRootHas("a{}\nhtml[data-x]:not([data-y]):has([open]) .z { color: red }")).toHaveLength(
      1,
    );
    expect(unanchoredRootHas(":root:has(dialog[open]) {}")).toHaveLength(1);
    expect(unanchoredRootHas("html[data-open]:not(:has(dialog[open])) .x {}")).toHaveLength(1);
    expect(unanchoredRootHas("html:has(> body > #menu:popover-open) {}")).toEqual([]);
    expect(unanchoredRootHas("[data-filter-bar]:has([data-choice='1']:checked) ~ * li {}")).toEqual([]);
  });

  const stylesheets = [...readRepositoryFiles().files].filter(
    (file) => file.startsWith("src/") && file.endsWith(".css"),
  );

  it.each(stylesheets)("%s", (file) => {
    expect(unanchoredRootHas(readFileSync(join(ROOT, file), "utf8"))).toEqual([]);
  });
});
