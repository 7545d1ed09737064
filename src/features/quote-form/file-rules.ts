import { listText, numberText } from "#contracts/locale-format.ts";
import { fillTemplate } from "#src/content/site-variables.ts";

/** What the quote form accepts as attachments: the listed types, each at most `maxMegabytes`. */
export interface FileRules {
  accepted: readonly string[];
  maxMegabytes: number;
  /** Messages for a file turned away; `{name}` is the file's name. */
  tooLarge: string;
  wrongType: string;
}

export interface FileLike {
  name: string;
  size: number;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** The `accept` attribute for the file input: ".pdf,.doc,…". */
export function acceptAttribute(rules: Pick<FileRules, "accepted">): string {
  return rules.accepted.map((extension) => `.${extension}`).join(",");
}

/** "PDF, DOC, DOCX or ZIP": the accepted types as people read them, in the language of `tag`. */
export function typeList(tag: string, accepted: readonly string[]): string {
  return listText(
    tag,
    accepted.map((extension) => extension.toUpperCase()),
    "disjunction",
  );
}

/**
 * The file copy with the rules' own values filled in, in the language of `tag`: `{types}` (the accepted
 * types) and `{max}` (the size limit in megabytes). `{name}` is left for the file turned away or removed.
 */
export function withFileRules<Copy extends Record<string, unknown>>(
  copy: Copy,
  rules: Pick<FileRules, "accepted" | "maxMegabytes">,
  tag: string,
): Copy {
  const words = { types: typeList(tag, rules.accepted), max: numberText(tag, rules.maxMegabytes) };
  return Object.fromEntries(
    Object.entries(copy).map(([key, value]) => [
      key,
      typeof value === "string" ? fillTemplate(value, words) : value,
    ]),
  ) as Copy;
}

/**
 * Splits newly chosen files into those kept and a message for each one turned away (naming the file).
 * A file already in the list (same name and size) is not added twice.
 */
export function checkFiles<F extends FileLike>(
  chosen: readonly F[],
  alreadyKept: readonly F[],
  rules: FileRules,
): { kept: F[]; problems: string[] } {
  const maxBytes = rules.maxMegabytes * 1024 * 1024;
  const kept = [...alreadyKept];
  const problems: string[] = [];
  for (const file of chosen) {
    if (!rules.accepted.includes(extensionOf(file.name))) {
      problems.push(fillTemplate(rules.wrongType, { name: file.name }));
    } else if (file.size > maxBytes) {
      problems.push(fillTemplate(rules.tooLarge, { name: file.name }));
    } else if (!kept.some((other) => other.name === file.name && other.size === file.size)) {
      kept.push(file);
    }
  }
  return { kept, problems };
}
