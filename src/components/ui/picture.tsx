import type { PictureData } from "#src/lib/shared/picture-data.ts";

interface PictureProps {
  image: PictureData;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes?: string;
  /** The largest paint of its page: loaded at once with high priority. */
  priority?: boolean;
  /** What a file that fails to load becomes: the "No Image" placeholder, or nothing. */
  onFailure?: "placeholder" | "hide";
  /** Reports to the console whether the file loaded, naming this subject. */
  logLoadAs?: string;
  /** Classes of the frame (the element that takes the image's place in the layout). */
  className?: string;
  imgClassName?: string;
}

/**
 * An image in modern formats at the widths it is shown, with its intrinsic size set so nothing shifts and its
 * main colour painted until it arrives. A file that fails to load is swapped for the grey "No Image"
 * placeholder by the page's early script (it may fail before any code has loaded): see image-fallback.ts.
 */
export function Picture({
  image,
  sizes = "100vw",
  priority = false,
  onFailure = "placeholder",
  logLoadAs,
  className = "",
  imgClassName,
}: PictureProps) {
  return (
    <span data-picture="" data-fallback={onFailure} data-log-load={logLoadAs} className={className}>
      <picture className="contents">
        {image.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
        ))}
        <img
          src={image.src}
          srcSet={image.srcset}
          sizes={image.srcset ? sizes : undefined}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={priority ? "eager" : "lazy"}
          decoding={priority ? "sync" : "async"}
          fetchPriority={priority ? "high" : undefined}
          style={image.color ? { backgroundColor: image.color } : undefined}
          className={imgClassName}
        />
      </picture>
      {onFailure === "placeholder" && (
        <span
          data-image-placeholder=""
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
