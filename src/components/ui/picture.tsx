import type { PictureData } from "#src/lib/shared/picture-data.ts";

interface PictureProps {
  image: PictureData;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes?: string;
  /** The largest paint of its page: loaded at once with high priority. */
  priority?: boolean;
  /** In the first view at some widths (a desktop's first screen): loaded at once, at the usual priority. */
  eager?: boolean;
  /**
   * Shown only where this media query matches (the page hides it elsewhere): elsewhere the `<img>` holds an
   * empty inline image, so a phone that never shows the picture fetches nothing.
   */
  media?: string;
  /** What a file that fails to load becomes: the "No Image" placeholder, or nothing. */
  onFailure?: "placeholder" | "hide";
  /** Reports to the console whether the file loaded, naming this subject. */
  logLoadAs?: string;
  /** Classes of the frame (the element that takes the image's place in the layout). */
  className?: string;
  imgClassName?: string;
}

/** A transparent 1×1 GIF: what a picture shown only at some widths holds at the others. */
const EMPTY_IMAGE = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

/**
 * An image in modern formats at the widths it is shown, with its intrinsic size set so nothing shifts and its
 * main colour painted until it arrives. A file that fails to load is swapped for the grey "No Image"
 * placeholder by the page's early script (it may fail before any code has loaded): see image-fallback.ts.
 */
export function Picture({
  image,
  sizes = "100vw",
  priority = false,
  eager = false,
  media,
  onFailure = "placeholder",
  logLoadAs,
  className = "",
  imgClassName,
}: PictureProps) {
  return (
    <span data-picture="" data-fallback={onFailure} data-log-load={logLoadAs} className={className}>
      <picture className="contents">
        {image.sources.map((source) => (
          <source key={source.type} type={source.type} media={media} srcSet={source.srcset} sizes={sizes} />
        ))}
        {media && (
          <source media={media} srcSet={image.srcset ?? image.src} sizes={image.srcset ? sizes : undefined} />
        )}
        <img
          src={media ? EMPTY_IMAGE : image.src}
          srcSet={media ? undefined : image.srcset}
          sizes={image.srcset && !media ? sizes : undefined}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={priority || eager ? "eager" : "lazy"}
          decoding={priority ? "sync" : "async"}
          fetchPriority={priority ? "high" : undefined}
          style={image.color ? { backgroundColor: image.color } : undefined}
          className={imgClassName}
        />
      </picture>
      {onFailure === "placeholder" && (
        <span
          data-image-placeholder=""
          // Shown only when the file fails: never a page's words in search.
          data-pagefind-ignore=""
          role="img"
          aria-label={image.fallbackLabel}
          style={{ aspectRatio: `${image.width} / ${image.height}` }}
          className="w-full items-center justify-center bg-grey-200 font-medium text-grey-700 text-sm"
        >
          {image.fallbackLabel}
        </span>
      )}
    </span>
  );
}
