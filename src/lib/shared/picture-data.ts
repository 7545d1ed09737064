/** An image as the `<Picture>` component draws it: files at every width it may be shown, in modern formats. */
export interface PictureData {
  alt: string;
  /** Intrinsic size: width and height attributes, so nothing shifts while it loads. */
  width: number;
  height: number;
  /** The fallback file (JPEG, or the SVG itself for vector art). */
  src: string;
  srcset?: string;
  /** AVIF and WebP, best first. */
  sources: { type: string; srcset: string }[];
  /** The image's main colour, painted until the file arrives. */
  color?: string;
  /** Said and shown in the image's place if its file fails to load (the spec's "No Image"). */
  fallbackLabel: string;
}
