import type { ImageRef } from "./common.schema.ts";
import {
  type ImageFormat,
  imageManifest,
  type RasterImage,
  type VectorImage,
} from "./generated/image-manifest.ts";

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
  | { kind: "vector"; key: string; alt: string; width: number; height: number };

const manifest: Record<string, RasterImage | VectorImage> = imageManifest;

export function hasImage(key: string): boolean {
  return key in manifest;
}

/** Looks an image up in the generated manifest; an unknown key is a content error and fails the build. */
export function resolveImage(ref: ImageRef): ResolvedImage {
  const entry = manifest[ref.key];
  if (!entry) throw new Error(`Unknown image "${ref.key}": run \`npm run assets\` or fix the content.`);
  return { ...entry, key: ref.key, alt: ref.alt };
}

export function imageFileUrl(key: string, width: number, format: ImageFormat): string {
  return `/images/${key}-${width}.${format}`;
}

export function vectorFileUrl(key: string): string {
  return `/images/${key}.svg`;
}
