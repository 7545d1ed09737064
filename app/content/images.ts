import type { ImageRef } from "./common.schema.ts";
import {
  type ImageFormat,
  imageManifest,
  type RasterImage,
  type VectorImage,
} from "./generated/image-manifest.ts";
import { templateScreenshots } from "./generated/template-screenshots.ts";

/** An image as a component needs it: where its files are, how big it is, and what it shows. */
export type ResolvedImage =
  | {
      kind: "raster";
      key: string;
      alt: string;
      width: number;
      height: number;
      widths: readonly number[];
      formats: readonly ImageFormat[];
    }
  | { kind: "vector"; key: string; alt: string; width: number; height: number }
  /** Named by the content but not (yet) generated: shown as the "No Image" placeholder. */
  | { kind: "missing"; key: string; alt: string; width: number; height: number };

const manifest: Record<string, RasterImage | VectorImage> = { ...imageManifest, ...templateScreenshots };
const reportedMissing = new Set<string>();

export function hasImage(key: string): boolean {
  return key in manifest;
}

/**
 * Looks an image up in the generated manifests. An unknown key renders the placeholder and is reported
 * at build time; each content module's test requires all of its keys to exist.
 */
export function resolveImage(ref: ImageRef): ResolvedImage {
  const entry = manifest[ref.key];
  if (!entry) {
    if (!reportedMissing.has(ref.key)) {
      reportedMissing.add(ref.key);
      console.warn(`Image "${ref.key}" is not in the manifest: run \`npm run assets\` or fix the content.`);
    }
    return { kind: "missing", key: ref.key, alt: ref.alt, width: 4, height: 3 };
  }
  return { ...entry, key: ref.key, alt: ref.alt };
}

export function imageFileUrl(key: string, width: number, format: ImageFormat): string {
  return `/images/${key}-${width}.${format}`;
}

export function vectorFileUrl(key: string): string {
  return `/images/${key}.svg`;
}
