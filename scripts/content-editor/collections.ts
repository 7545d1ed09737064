/**
 * The editor's collections, from the collection registry (src/content/collections.ts) and each schema's JSON
 * Schema. Every collection is a folder collection with Decap's i18n (`<id>.en.yaml` and a translation beside it
 * per language, edited side by side; the file name is the entry's id, photos beside the entries): many-entry
 * collections let the staff add and delete entries; a single file (site settings, a page's copy) is a
 * collection of one entry in a folder of its own, listed beside the others of its group.
 */
import type { z } from "zod";
import { collectionSchemas, collectionSources, idOf } from "#src/content/collections.ts";
import { identifierOf, markdownBody, REVIEWED_FIELD, schemaFields } from "./entry-fields.ts";
import type { DecapField } from "./fields/field.ts";
import { labelOf, singular } from "./fields/labels.ts";
import { FORMATS } from "./formats.ts";
import { editorJsonSchema, editorSchemaHelpers, type JsonSchemaNode } from "./json-schema.ts";

/** Where the content lives, relative to the repository root (Decap's paths are). */
export const CONTENT_ROOT = "src/content";

export type DecapCollection = Record<string, unknown> & { name: string; label: string };

export interface Registry {
  sources: Readonly<Record<string, { folder: string; pattern: string }>>;
  schemas: Readonly<Record<string, (helpers: never) => z.ZodType>>;
}
export const SITE_REGISTRY = {
  sources: collectionSources,
  schemas: collectionSchemas,
} as unknown as Registry;

/** Example values per collection (the current entries' data): long texts get a text area instead of a line. */
export type Samples = Readonly<Record<string, readonly unknown[]>>;

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

export function decapCollections(
  registry: Registry,
  samples: Samples,
): { collections: DecapCollection[]; unsupported: string[] } {
  const unsupported: string[] = [];
  const names = Object.keys(registry.sources);
  const isFolder = (name: string) => registry.sources[name]!.pattern.includes("*");
  const schemas = new Map<string, JsonSchemaNode>(
    names.map((name) => [
      name,
      editorJsonSchema(
        (registry.schemas[name] as (h: typeof editorSchemaHelpers) => z.ZodType)(editorSchemaHelpers),
      ),
    ]),
  );

  // Relations name the field a folder collection's entries are known by; work it out first.
  const folderCollections = new Map<string, string>();
  for (const name of names.filter(isFolder)) {
    const fields = schemaFields(name, schemas.get(name)!, {
      samples: [],
      unsupported: [],
      folderCollections: new Map([[name, "title"]]),
    });
    folderCollections.set(name, identifierOf(fields));
  }

  // The sidebar lists the collections in the registry's order; a group's single files together, at the first.
  const sidebar: Array<DecapCollection | DecapCollection[]> = [];
  const groups = new Map<string, DecapCollection[]>();
  for (const name of names) {
    const { folder, pattern } = registry.sources[name]!;
    const markdown = pattern.endsWith(".md");
    const schema = schemas.get(name)!;
    const fields: DecapField[] = [
      ...schemaFields(name, schema, { samples: samples[name] ?? [], unsupported, folderCollections }),
      ...(markdown ? [markdownBody()] : []),
      REVIEWED_FIELD,
    ];
    const description = schema.description;
    // Decap's folder and slug do not include the language: `<slug>.<locale>.<extension>` (multiple_files).
    const common = {
      folder: `${CONTENT_ROOT}/${folder}`,
      extension: pattern.slice(pattern.lastIndexOf(".") + 1),
      format: markdown ? FORMATS.markdown : FORMATS.yaml,
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
  return { collections: sidebar.flat(), unsupported };
}
