/** What the quote form accepts as attachments: the listed types, each at most `maxMegabytes`. */
export interface FileRules {
  accepted: readonly string[];
  maxMegabytes: number;
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
  return rules.accepted.map((ext) => `.${ext}`).join(",");
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
      problems.push(rules.wrongType.replace("{name}", file.name));
    } else if (file.size > maxBytes) {
      problems.push(rules.tooLarge.replace("{name}", file.name));
    } else if (!kept.some((k) => k.name === file.name && k.size === file.size)) {
      kept.push(file);
    }
  }
  return { kept, problems };
}
