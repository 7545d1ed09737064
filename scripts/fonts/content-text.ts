/**
 * The text the faces are cut for: every string of the content files (every language's YAML and Markdown under
 * src/content) and the words `Intl` writes in a language, which the content does not hold.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse as parseYaml } from "yaml";

const root = join(import.meta.dirname, "..", "..");
const CONTENT_DIR = join(root, "src", "content");

/** Every string in a parsed YAML value. */
function strings(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (value && typeof value === "object") for (const item of Object.values(value)) strings(item, into);
  return into;
}

/** The content files (YAML and Markdown, every language, or those `only` matches), from the project root. */
function contentFiles(contentDir = CONTENT_DIR, only?: RegExp): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ya?ml|md)$/.test(entry.name) && (!only || only.test(entry.name))) files.push(path);
    }
  };
  walk(contentDir);
  return files.sort().map((file) => relative(root, file));
}

/**
 * The text of the content: every string of every YAML file (escapes read), every Markdown file whole; with
 * `only`, of the files whose names it matches.
 */
export function contentText(contentDir = CONTENT_DIR, only?: RegExp): string {
  return contentFiles(contentDir, only)
    .map((file) => {
      const source = readFileSync(join(root, file), "utf8");
      return file.endsWith(".md") ? source : strings(parseYaml(source)).join("\n");
    })
    .join("\n");
}

/**
 * The words `Intl` writes in a language, which the content files do not hold: the months and weekdays (long and
 * short, alone and in a date), the times of day of a clock and a range of hours, and the words that join a list.
 * contracts/locale-format.ts and the chat's times are written this way.
 */
export function intlText(tag: string): string {
  const words: string[] = [];
  for (let month = 0; month < 12; month++) {
    const date = new Date(Date.UTC(2026, month, 15 + (month % 7)));
    for (const options of [
      { day: "numeric", month: "long", year: "numeric" },
      { day: "numeric", month: "short", year: "numeric" },
      { month: "long" },
      { month: "short" },
      { weekday: "long" },
      { weekday: "short" },
      { dateStyle: "full" },
    ] satisfies Intl.DateTimeFormatOptions[])
      words.push(new Intl.DateTimeFormat(tag, { timeZone: "UTC", ...options }).format(date));
  }
  const clock = new Intl.DateTimeFormat(tag, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  for (let hour = 0; hour < 24; hour++) {
    const time = new Date(Date.UTC(2026, 0, 1, hour, 30));
    words.push(clock.format(time), clock.formatRange(time, new Date(time.getTime() + 3_600_000)));
  }
  for (const type of ["conjunction", "disjunction", "unit"] as const)
    for (const style of ["long", "short", "narrow"] as const)
      words.push(new Intl.ListFormat(tag, { type, style }).format(["1", "2", "3"]));
  words.push(new Intl.NumberFormat(tag).format(1234567.89));
  return words.join("\n");
}
