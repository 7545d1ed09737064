/**
 * The browser editor's configuration (Decap CMS), generated from the collection registry
 * (src/content/collections.ts) and the zod schemas' JSON Schema, so the editor has the same collections, fields
 * and rules as the build: where it saves (./backend.ts), the collections (./collections.ts), each field from its
 * schema (./fields/field.ts: checks become `required`, `pattern`, `min`/`max`; descriptions hints).
 * The build still runs the schemas themselves: the editor's checks only catch mistakes early.
 */
import { DEFAULT_LOCALE, LOCALES } from "#contracts/locales.ts";
import { backendSettings, type EditorBackend } from "./backend.ts";
import {
  CONTENT_ROOT,
  type DecapCollection,
  decapCollections,
  type Registry,
  type Samples,
  SITE_REGISTRY,
} from "./collections.ts";

// For the importers outside this folder (astro.config.ts, the integration, the end-to-end tests).
export { type EditorBackend, editorOrigins } from "./backend.ts";

interface DecapConfig {
  backend: Record<string, unknown>;
  local_backend: { url: string };
  media_folder: string;
  public_folder: string;
  site_url?: string;
  collections: DecapCollection[];
  [key: string]: unknown;
}

export interface GeneratedConfig {
  config: DecapConfig;
  /** Fields the editor cannot show (edited in the file); the build warns about them. */
  unsupported: string[];
}

/** The languages, as the editor's i18n: a translation beside each English file (`home.si.yaml`). */
const I18N = { structure: "multiple_files", locales: [...LOCALES], default_locale: DEFAULT_LOCALE } as const;

/**
 * The whole configuration. `registry` defaults to the site's (src/content/collections.ts); `samples` (current
 * entries' data per collection) picks text areas for long copy.
 */
export function decapConfig({
  backend,
  siteUrl,
  samples = {},
  registry = SITE_REGISTRY,
}: {
  backend: EditorBackend;
  siteUrl?: string;
  samples?: Samples;
  registry?: Registry;
}): GeneratedConfig {
  const { collections, unsupported } = decapCollections(registry, samples);
  const config: DecapConfig = {
    ...backendSettings(backend),
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
