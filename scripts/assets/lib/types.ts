export type ImageFormat = "avif" | "webp" | "jpg" | "png";

export interface RasterJob {
  readonly kind: "raster";
  readonly key: string;
  readonly width: number;
  readonly height: number;
  readonly widths: readonly number[];
  readonly formats: readonly ImageFormat[];
  /** CSS px width the image is shown at on a 375 px phone and on a 1440 px desktop. */
  readonly display: { readonly phone: number; readonly desktop: number };
  readonly svg: () => string;
}

export interface VectorJob {
  readonly kind: "vector";
  readonly key: string;
  readonly width: number;
  readonly height: number;
  /** Draw the contact-sheet tile on a dark background. */
  readonly dark?: boolean;
  readonly svg: () => string;
}

export type Job = RasterJob | VectorJob;

export interface Group {
  readonly name: string;
  readonly jobs: readonly Job[];
  /** Extra files (path relative to repo root → bytes or text), e.g. favicons and generated TS. */
  readonly extra?: () => Promise<Record<string, Buffer | string>>;
  /** Drawings shown on the group's contact sheet that are not manifest images (favicons, app icons). */
  readonly sheetExtra?: readonly VectorJob[];
}

export const RASTER = ["avif", "webp", "jpg"] as const satisfies readonly ImageFormat[];
