/**
 * The browser editor's configuration (Decap CMS), generated from the collection registry
 * (src/content/collections.ts) and the zod schemas, so the editor has the same collections, fields and rules
 * as the build. Every collection is a folder collection with Decap's i18n (`<id>.en.yaml` and a translation
 * beside it per language, edited side by side; the file name is the entry's id, photos beside the entries):
 * many-entry collections let the staff add and delete entries; a single file (site settings, a page's copy)
 * is a collection of one entry in a folder of its own, listed beside the others of its group.
 * The schema decides each widget; its checks become `required`, `pattern`, `min`/`max`; its descriptions hints.
 * The build still runs the schemas themselves: the editor's checks only catch mistakes early.
 */
import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES } from "#contracts/locales.ts";
import { collectionSchemas, collectionSources, idOf } from "#src/content/collections.ts";
import { type EditorMeta, SITE_VARIABLES } from "#src/content/schemas/parts.ts";
import { textShape } from "#src/content/translations.ts";
import { FORMATS } from "./formats.ts";

/** Where the content lives, relative to the repository root (Decap's paths are). */
export const CONTENT_ROOT = "src/content";

export interface EditorBackend {
  /** The local proxy's API (decap-server, run beside the site on a staff member's machine). */
  proxyUrl: string;
  /** The branch the editor reads and commits to. */
  branch: string;
  /**
   * Production: saves through GitHub's API (`apiRoot`, default https://api.github.com) after signing in with
   * GitHub at `<baseUrl>/<authEndpoint>` (by default the site's own origin and `api/auth`).
   */
  github?: { repo: string; baseUrl?: string; authEndpoint?: string; apiRoot?: string };
}

export type DecapField = Record<string, unknown> & { name: string; label: string; widget: string };
export type DecapCollection = Record<string, unknown> & { name: string; label: string };
export interface DecapConfig {
  backend: Record<string, unknown>;
  local_backend: { url: string };
  media_folder: string;
  public_folder: string;
  site_url?: string;
  collections: DecapCollection[];
  [key: string]: unknown;
}

interface Registry {
  sources: Readonly<Record<string, { folder: string; pattern: string }>>;
  schemas: Readonly<Record<string, (helpers: never) => z.ZodType>>;
}

/** Example values per collection (the current entries' data): long texts get a text area instead of a line. */
export type Samples = Readonly<Record<string, readonly unknown[]>>;

// Marks on the schemas the editor's own helpers hand out for `image()` and `reference()`.
const marks = z.registry<{ image: true } | { reference: string }>();
const helpers = {
  image: () => z.string().register(marks, { image: true }),
  reference: (collection: string) => z.string().register(marks, { reference: collection }),
};

const ID_FIELDS = ["title", "name", "label", "question"];
/** A text longer than this in any entry, or allowed to be, is edited in a text area. */
const LONG_TEXT = 60;

/** "whatsappNumber" → "Whatsapp number"; "seo" → "Search results". */
export function labelOf(key: string): string {
  const special: Record<string, string> = { seo: "Search results", cta: "Button", url: "Address", id: "Id" };
  if (special[key]) return special[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface Unwrapped {
  schema: z.ZodType;
  optional: boolean;
  defaultValue?: unknown;
  description?: string;
  meta: EditorMeta;
  mark?: { image: true } | { reference: string };
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  defaultValue?: unknown;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  format?: string;
  pattern?: RegExp;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodType[];
};
type CheckDef = {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  error?: (issue: object) => unknown;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Peels optional/default/nullable/pipe wrappers, collecting what each says. The nearest description wins. */
function unwrap(schema: z.ZodType): Unwrapped {
  const found: Unwrapped = { schema, optional: false, meta: {} };
  let current: z.ZodType | undefined = schema;
  while (current) {
    const meta = (z.globalRegistry.get(current) ?? {}) as EditorMeta & { description?: string };
    found.description ??= meta.description;
    found.meta = { ...meta, ...found.meta };
    found.mark ??= marks.get(current);
    found.schema = current;
    const def = defOf(current);
    if (def.type === "optional" || def.type === "nullable") found.optional = true;
    if (def.type === "default" || def.type === "prefault") {
      found.optional = true;
      found.defaultValue ??= typeof def.defaultValue === "function" ? def.defaultValue() : def.defaultValue;
    }
    current =
      def.type === "pipe"
        ? def.in
        : ["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"].includes(
              def.type,
            )
          ? def.innerType
          : undefined;
  }
  return found;
}

const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((check) => check._zod.def);
const messageOf = (check: CheckDef) => {
  const message = check.error?.({});
  return typeof message === "string" ? message : undefined;
};

interface Context {
  /** Inside an optional object: the editor cannot require anything there (the build still does). */
  relaxed: boolean;
  /** Longest sample text at this path. */
  samples: readonly unknown[];
  /** Dotted path, for the list of fields the editor cannot show. */
  path: string;
  unsupported: string[];
  /** Folder collections by name (relations can only point at them). */
  folderCollections: ReadonlyMap<string, string>;
}

const pick = (values: readonly unknown[], key: string) =>
  values.flatMap((value) =>
    value && typeof value === "object" && !Array.isArray(value) && key in value
      ? [(value as Record<string, unknown>)[key]]
      : [],
  );
const items = (values: readonly unknown[]) => values.flatMap((value) => (Array.isArray(value) ? value : []));

/** One pattern for Decap (it takes one regular expression and one message) from every check of a text. */
function textRules(
  schema: z.ZodType,
  meta: EditorMeta,
): { pattern?: [string, string]; hints: string[]; maxLength?: number } {
  const conditions: string[] = [];
  const messages: string[] = [];
  const hints: string[] = [];
  let maxLength: number | undefined;
  const def = defOf(schema);
  if (def.format === "email") {
    conditions.push("(?=[^\\s@]+@[^\\s@]+\\.[^\\s@]+$)");
    messages.push("an email address such as hello@example.com");
  } else if (def.format === "url") {
    conditions.push("(?=https://\\S+$)");
    messages.push("a full address starting with https://");
  }
  let min = 0;
  let max: number | undefined;
  for (const check of checksOf(schema)) {
    if (check.check === "min_length") min = Math.max(min, check.minimum ?? 0);
    if (check.check === "max_length") {
      max = Math.min(max ?? Number.POSITIVE_INFINITY, check.maximum ?? Number.POSITIVE_INFINITY);
      const message = messageOf(check);
      if (message) messages.push(message);
    }
    if (check.check === "length_equals" && check.length !== undefined) min = max = check.length;
    if (
      check.check === "string_format" &&
      check.format === "regex" &&
      check.pattern &&
      !check.pattern.flags
    ) {
      const source = check.pattern.source;
      conditions.push(source.startsWith("^") ? `(?=${source})` : `(?=[\\s\\S]*?(?:${source}))`);
      messages.push(messageOf(check) ?? `must match ${source}`);
    }
  }
  if (min > 1 || max !== undefined) {
    conditions.push(`(?=[\\s\\S]{${min},${max ?? ""}}$)`);
    const rule =
      max === undefined ? `at least ${min} characters` : `${min > 1 ? `${min}–` : "up to "}${max} characters`;
    hints.push(`${rule.charAt(0).toUpperCase()}${rule.slice(1)}.`);
    if (!messages.some((message) => /\d/.test(message))) messages.push(rule);
    maxLength = max;
  }
  if (meta.shownLength) {
    const { min: shortest, max: longest } = meta.shownLength;
    // Braces do not count: `{siteName}` is measured as "siteName" (the build measures the same way).
    conditions.push(`(?=[{}]*(?:[^{}][{}]*){${shortest},${longest}}$)`);
    messages.push(`${shortest}–${longest} characters`);
    hints.push(`${shortest}–${longest} characters.`);
    maxLength = longest;
  }
  if (meta.placeholders) {
    const { known, required } = meta.placeholders;
    const words = known.map(escapeRegex).join("|");
    conditions.push(`(?![\\s\\S]*\\{(?!(?:${words})\\})[a-zA-Z]+\\})`);
    for (const word of required) conditions.push(`(?=[\\s\\S]*\\{${escapeRegex(word)}\\})`);
    const own = known.filter((word) => !SITE_WORDS.has(word));
    if (required.length) {
      messages.push(`must contain ${required.map((word) => `{${word}}`).join(" and ")}`);
      hints.push(`Must contain ${required.map((word) => `{${word}}`).join(" and ")}.`);
    }
    if (own.length > required.length)
      hints.push(
        `May also use ${own
          .filter((word) => !required.includes(word))
          .map((word) => `{${word}}`)
          .join(", ")}.`,
      );
    messages.push(`words in braces: ${known.map((word) => `{${word}}`).join(", ")}`);
  }
  if (!conditions.length) return { hints, maxLength };
  return {
    pattern: [`^${conditions.join("")}[\\s\\S]*$`, [...new Set(messages)].join("; ")],
    hints,
    maxLength,
  };
}

const SITE_WORDS = new Set<string>(SITE_VARIABLES);

/** The Decap field for one key of a schema. */
function fieldFor(key: string, schema: z.ZodType, context: Context): DecapField {
  const found = unwrap(schema);
  const def = defOf(found.schema);
  const required = !found.optional && !context.relaxed;
  const hints: string[] = found.description ? [found.description] : [];
  const base: Record<string, unknown> = { name: key, label: labelOf(key), required };
  if (found.defaultValue !== undefined) base.default = found.defaultValue;
  // Copy (and anything holding copy) is edited per language; every other value only in English, the same
  // in every language (src/content/translations.ts reads the files the same way).
  const shape = textShape(schema);
  const i18n: true | "none" = shape && shape.kind !== "path" ? true : "none";
  const finish = (field: Record<string, unknown>): DecapField => {
    const all = [...hints, ...((field.hints as string[] | undefined) ?? [])];
    delete field.hints;
    // Decap takes only a boolean on an object or a list (its fields carry their own setting).
    const container = field.widget === "object" || field.widget === "list";
    const result = { ...base, ...field, i18n: container ? i18n === true : i18n } as unknown as DecapField;
    if (all.length) result.hint = all.join(" ");
    return result;
  };

  if (found.mark && "image" in found.mark) return finish({ widget: "image", choose_url: false });
  if (found.mark && "reference" in found.mark) {
    const target = found.mark.reference;
    const idField = context.folderCollections.get(target);
    if (!idField) {
      context.unsupported.push(`${context.path} (refers to ${target}, which is not a folder collection)`);
      return finish({ widget: "string", hints: [`The id (file name) of an entry in ${target}.`] });
    }
    return finish({
      widget: "relation",
      collection: target,
      value_field: "{{slug}}",
      search_fields: [idField],
      display_fields: [idField],
    });
  }

  switch (def.type) {
    case "string": {
      if (def.format === "datetime")
        return finish({
          widget: "datetime",
          // A local time is written without a zone; otherwise in UTC with its Z.
          format: (def as { local?: boolean }).local ? "YYYY-MM-DDTHH:mm:ss" : "YYYY-MM-DDTHH:mm:ss[Z]",
          date_format: "YYYY-MM-DD",
          time_format: "HH:mm",
          picker_utc: true,
        });
      if (def.format === "date")
        return finish({
          widget: "datetime",
          format: "YYYY-MM-DD",
          date_format: "YYYY-MM-DD",
          time_format: false,
          picker_utc: true,
        });
      const rules = textRules(found.schema, found.meta);
      const longest = Math.max(
        0,
        ...context.samples.map((value) => (typeof value === "string" ? value.length : 0)),
      );
      const long =
        longest > LONG_TEXT ||
        context.samples.some((value) => typeof value === "string" && value.includes("\n")) ||
        (rules.maxLength !== undefined && rules.maxLength > 200);
      return finish({
        widget: long ? "text" : "string",
        ...(rules.pattern ? { pattern: rules.pattern } : {}),
        hints: rules.hints,
      });
    }
    case "number": {
      let min: number | undefined;
      let max: number | undefined;
      let int = false;
      for (const check of checksOf(found.schema)) {
        if (check.check === "number_format" && /int/.test(check.format ?? "")) int = true;
        if (check.check === "greater_than")
          min = (check.value ?? 0) + (check.inclusive ? 0 : int || check.value === 0 ? 1 : 0);
        if (check.check === "less_than") max = (check.value ?? 0) - (check.inclusive ? 0 : 1);
      }
      return finish({
        widget: "number",
        value_type: int ? "int" : "float",
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      });
    }
    case "boolean":
      return finish({ widget: "boolean", default: found.defaultValue ?? false });
    case "enum":
      return finish({ widget: "select", options: Object.values(def.entries ?? {}).map(String) });
    case "literal":
      return finish({ widget: "select", options: (def.values ?? []).map(String) });
    case "union": {
      const choices = (def.options ?? []).map((option) => defOf(unwrap(option).schema));
      if (choices.every((choice) => choice.type === "literal" || choice.type === "enum"))
        return finish({
          widget: "select",
          options: choices.flatMap((choice) =>
            choice.type === "enum"
              ? Object.values(choice.entries ?? {}).map(String)
              : (choice.values ?? []).map(String),
          ),
        });
      break;
    }
    case "object": {
      const relaxed = context.relaxed || found.optional;
      const fields = Object.entries(def.shape ?? {}).map(([name, inner]) =>
        fieldFor(name, inner, {
          ...context,
          relaxed,
          samples: pick(context.samples, name),
          path: `${context.path}.${name}`,
        }),
      );
      if (found.optional && !context.relaxed) hints.push("Optional: fill in all of it, or none.");
      return finish({ widget: "object", collapsed: false, fields });
    }
    case "array":
    case "tuple": {
      const element = def.type === "array" ? def.element! : def.items?.[0];
      const lengths =
        def.type === "tuple"
          ? { min: def.items?.length ?? 0, max: def.items?.length ?? 0 }
          : checksOf(found.schema).reduce<{ min?: number; max?: number }>((acc, check) => {
              if (check.check === "min_length") acc.min = check.minimum;
              if (check.check === "max_length") acc.max = check.maximum;
              if (check.check === "length_equals") acc.min = acc.max = check.length;
              return acc;
            }, {});
      if (!element) break;
      const inner = unwrap(element);
      const innerDef = defOf(inner.schema);
      const limits = {
        ...(lengths.min ? { min: lengths.min } : {}),
        ...(lengths.max !== undefined ? { max: lengths.max } : {}),
      };
      const listRequired = required && (lengths.min ?? 0) > 0;
      if (lengths.min || lengths.max !== undefined)
        hints.push(
          lengths.max === undefined
            ? `At least ${lengths.min}.`
            : lengths.min === lengths.max
              ? `Exactly ${lengths.min}.`
              : `${lengths.min ?? 0} to ${lengths.max}.`,
        );
      if (innerDef.type === "enum")
        return finish({
          widget: "select",
          multiple: true,
          options: Object.values(innerDef.entries ?? {}).map(String),
          required: listRequired,
          ...(listRequired ? {} : { default: found.defaultValue ?? [] }),
          ...(lengths.min ? { min: lengths.min } : {}),
          ...(lengths.max !== undefined ? { max: lengths.max } : {}),
        });
      const itemContext = { ...context, samples: items(context.samples), path: `${context.path}[]` };
      if (innerDef.type === "object") {
        const fields = Object.entries(innerDef.shape ?? {}).map(([name, schema]) =>
          fieldFor(name, schema, {
            ...itemContext,
            samples: pick(itemContext.samples, name),
            path: `${itemContext.path}.${name}`,
          }),
        );
        return finish({
          widget: "list",
          fields,
          summary: summaryOf(fields),
          collapsed: true,
          required: listRequired,
          ...(listRequired ? {} : { default: found.defaultValue ?? [] }),
          ...limits,
        });
      }
      const itemField = fieldFor("item", element, { ...itemContext, relaxed: false });
      return finish({
        widget: "list",
        field: { ...itemField, label: singular(labelOf(key)) },
        required: listRequired,
        ...(listRequired ? {} : { default: found.defaultValue ?? [] }),
        ...limits,
      });
    }
  }
  context.unsupported.push(`${context.path} (${def.type})`);
  return finish({ widget: "hidden", hints: ["Edit this field in the file."] });
}

const singular = (label: string) => label.replace(/ies$/, "y").replace(/(?<!s)s$/, "");

function summaryOf(fields: readonly DecapField[]): string | undefined {
  const named =
    fields.find((field) => ID_FIELDS.includes(field.name) && ["string", "text"].includes(field.widget)) ??
    fields.find((field) => field.widget === "string");
  return named ? `{{fields.${named.name}}}` : undefined;
}

const schemaOf = (registry: Registry, name: string) =>
  unwrap((registry.schemas[name] as (h: typeof helpers) => z.ZodType)(helpers));

function topFields(
  name: string,
  registry: Registry,
  samples: readonly unknown[],
  unsupported: string[],
  folderCollections: ReadonlyMap<string, string>,
): DecapField[] {
  const def = defOf(schemaOf(registry, name).schema);
  if (def.type !== "object")
    throw new Error(`The schema of ${name} is not an object: the editor cannot show it.`);
  return Object.entries(def.shape ?? {}).map(([key, inner]) =>
    fieldFor(key, inner, {
      relaxed: false,
      samples: pick(samples, key),
      path: `${name}.${key}`,
      unsupported,
      folderCollections,
    }),
  );
}

const isMarkdown = (pattern: string) => pattern.endsWith(".md");
const body = (): DecapField => ({
  name: "body",
  label: "Text",
  widget: "markdown",
  required: true,
  i18n: true,
  hint: "Markdown: a line starting with ## is a section heading.",
});

/**
 * Each translation's flag for the staff: ticked once a native speaker has read it. The English file may carry it
 * too (the editor shows the field in every language); the site ignores it there.
 */
export const REVIEWED_FIELD: DecapField = {
  name: "reviewed",
  label: "Translation reviewed",
  widget: "boolean",
  required: false,
  default: false,
  i18n: true,
  hint: "Tick once a native speaker has read this translation. In English it means nothing.",
};

/** The languages, as the editor's i18n: a translation beside each English file (`home.si.yaml`). */
const I18N = { structure: "multiple_files", locales: [...LOCALES], default_locale: DEFAULT_LOCALE } as const;

/** The field an entry's file name is made from, in a folder collection. */
function identifierOf(fields: readonly DecapField[]): string {
  const candidates = fields.filter((field) => ["string", "text"].includes(field.widget) && field.required);
  return (
    ID_FIELDS.find((name) => candidates.some((field) => field.name === name)) ??
    candidates[0]?.name ??
    fields[0]!.name
  );
}

/** The single files' groups, by the folder their folders are in; other groups are named after the folder. */
const GROUPS: Record<string, { label: string; description: string }> = {
  site: {
    label: "Site settings",
    description:
      "One file of the whole site's settings, with its translations: who the agency is and how to reach it, the frame around every page, the WhatsApp and email messages, the chat, what AI agents are told.",
  },
  pages: {
    label: "Page copy",
    description:
      "The words of one page, with their translations; lists of entries have their own collections.",
  },
};

export interface GeneratedConfig {
  config: DecapConfig;
  /** Fields the editor cannot show (edited in the file); the build warns about them. */
  unsupported: string[];
}

/**
 * The whole configuration. `registry` defaults to the site's (src/content/collections.ts); `samples` (current
 * entries' data per collection) picks text areas for long copy.
 */
export function decapConfig({
  backend,
  siteUrl,
  samples = {},
  registry = { sources: collectionSources, schemas: collectionSchemas } as unknown as Registry,
}: {
  backend: EditorBackend;
  siteUrl?: string;
  samples?: Samples;
  registry?: Registry;
}): GeneratedConfig {
  const unsupported: string[] = [];
  const names = Object.keys(registry.sources);
  const isFolder = (name: string) => registry.sources[name]!.pattern.includes("*");

  // Relations name the field a folder collection's entries are known by; work it out first.
  const folderCollections = new Map<string, string>();
  for (const name of names.filter(isFolder))
    folderCollections.set(name, identifierOf(topFields(name, registry, [], [], new Map([[name, "title"]]))));

  // The sidebar lists the collections in the registry's order; a group's single files together, at the first.
  const sidebar: Array<DecapCollection | DecapCollection[]> = [];
  const groups = new Map<string, DecapCollection[]>();
  for (const name of names) {
    const { folder, pattern } = registry.sources[name]!;
    const markdown = isMarkdown(pattern);
    const fields = topFields(name, registry, samples[name] ?? [], unsupported, folderCollections);
    if (markdown) fields.push(body());
    fields.push(REVIEWED_FIELD);
    const format = markdown ? FORMATS.markdown : FORMATS.yaml;
    const path = `${CONTENT_ROOT}/${folder}`;
    const extension = pattern.slice(pattern.lastIndexOf(".") + 1);
    const description = schemaOf(registry, name).description;
    // Decap's folder and slug do not include the language: `<slug>.<locale>.<extension>` (multiple_files).
    const common = {
      folder: path,
      extension,
      format,
      i18n: true,
      slug: "{{slug}}",
      // Photos sit beside the entries (`photo: hero.jpg` next to `<id>.en.yaml`).
      media_folder: "",
      public_folder: "",
    };
    if (isFolder(name)) {
      const identifier = folderCollections.get(name)!;
      sidebar.push({
        name,
        label: labelOf(name),
        label_singular: singular(labelOf(name)),
        ...(description ? { description } : {}),
        ...common,
        create: true,
        delete: true,
        identifier_field: identifier,
        // The file name is the entry's id (its address on the site): made from the identifier once, kept after.
        summary: `{{${identifier}}}`,
        ...(fields.some((field) => field.name === "order") ? { sortable_fields: ["order", identifier] } : {}),
        fields,
      });
      continue;
    }
    // A single file (site settings, a page's copy) is a collection of one entry in a folder of its own: Decap
    // edits the languages of a file collection side by side only when they share one file (single_file), and
    // here each language has its own file, as for every other entry.
    const id = idOf(pattern);
    if (folder.split("/").at(-1) !== id)
      throw new Error(
        `${name}: a single file needs a folder of its own named after it (${folder}/${id}/${pattern}), found ${folder}/${pattern}.`,
      );
    const parent = folder.split("/").slice(0, -1).join("/");
    const groupLabel = GROUPS[parent]?.label ?? labelOf(parent || id);
    const label = labelOf(id) === groupLabel ? groupLabel : `${groupLabel}: ${labelOf(id)}`;
    let group = groups.get(parent);
    if (!group) {
      group = [];
      groups.set(parent, group);
      sidebar.push(group);
    }
    group.push({
      name,
      label,
      label_singular: label,
      description: description ?? GROUPS[parent]?.description ?? label,
      ...common,
      // One entry, always there: nothing to add or delete, nothing to sort.
      create: false,
      delete: false,
      identifier_field: identifierOf(fields),
      summary: label,
      sortable_fields: [],
      fields,
    });
  }
  const collections = sidebar.flat();

  const config: DecapConfig = {
    backend: backend.github
      ? {
          name: "github",
          repo: backend.github.repo,
          branch: backend.branch,
          ...(backend.github.baseUrl ? { base_url: backend.github.baseUrl } : {}),
          ...(backend.github.authEndpoint ? { auth_endpoint: backend.github.authEndpoint } : {}),
          ...(backend.github.apiRoot ? { api_root: backend.github.apiRoot } : {}),
          commit_messages: COMMIT_MESSAGES,
        }
      : {
          name: "proxy",
          proxy_url: backend.proxyUrl,
          branch: backend.branch,
          commit_messages: COMMIT_MESSAGES,
        },
    // On localhost the editor uses the local proxy when it runs (each save is a commit in the checkout).
    local_backend: { url: backend.proxyUrl },
    // Through GitHub each edit is a draft (a branch and a pull request) the owner reviews and publishes; the
    // local proxy saves each publish as a commit in the checkout.
    publish_mode: backend.github ? "editorial_workflow" : "simple",
    // Only the Media page uses these: entries keep their photos beside their files.
    media_folder: `${CONTENT_ROOT}/media`,
    public_folder: "/media",
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    i18n: I18N,
    editor: { preview: false },
    collections,
  };
  return { config, unsupported };
}

const COMMIT_MESSAGES = {
  create: "Content: add {{collection}} “{{slug}}” (browser editor)",
  update: "Content: update {{collection}} “{{slug}}” (browser editor)",
  delete: "Content: delete {{collection}} “{{slug}}” (browser editor)",
  uploadMedia: "Content: upload “{{path}}” (browser editor)",
  deleteMedia: "Content: delete “{{path}}” (browser editor)",
};

/**
 * Where the admin page may connect and load images from, beside its own origin: the local proxy, and GitHub's
 * API (the one in use) and avatars when the GitHub backend is configured. The sign-in itself is a popup, not a
 * connection.
 */
export function editorOrigins(backend: EditorBackend): { connect: string[]; img: string[] } {
  const proxy = new URL(backend.proxyUrl).origin;
  if (!backend.github) return { connect: [proxy], img: [] };
  const api = new URL(backend.github.apiRoot ?? "https://api.github.com").origin;
  return { connect: [proxy, api], img: ["https://avatars.githubusercontent.com"] };
}
