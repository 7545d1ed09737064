import { useEffect, useRef, useState } from "react";
import { imageFileUrl, type ResolvedImage, vectorFileUrl } from "~/content/images";
import { layoutContent } from "~/content/layout";

const MIME = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg", png: "image/png" } as const;

interface PictureProps {
  image: ResolvedImage;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes?: string;
  /** The largest paint of its page: loaded eagerly with high priority. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}

/**
 * An image in modern formats at the widths it is shown, with its intrinsic size set so nothing shifts.
 * When the file fails to load, the grey "No Image" placeholder takes its place.
 */
export function Picture({ image, sizes = "100vw", priority = false, className, imgClassName }: PictureProps) {
  const imgRef = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed || image.kind === "missing")
    return <ImagePlaceholder width={image.width} height={image.height} className={className} />;

  const common = {
    ref: imgRef,
    width: image.width,
    height: image.height,
    loading: priority ? ("eager" as const) : ("lazy" as const),
    decoding: priority ? ("sync" as const) : ("async" as const),
    fetchPriority: priority ? ("high" as const) : undefined,
    onError: () => setFailed(true),
    className: imgClassName,
  };

  if (image.kind === "vector") {
    return (
      <span className={className}>
        <img src={vectorFileUrl(image.key)} alt={image.alt} {...common} />
      </span>
    );
  }

  const fallbackFormat = image.formats[image.formats.length - 1]!;
  const largest = image.widths[image.widths.length - 1]!;
  const srcSet = (format: (typeof image.formats)[number]) =>
    image.widths.map((w) => `${imageFileUrl(image.key, w, format)} ${w}w`).join(", ");

  return (
    <picture className={className}>
      {image.formats.slice(0, -1).map((format) => (
        <source key={format} type={MIME[format]} srcSet={srcSet(format)} sizes={sizes} />
      ))}
      <img
        alt={image.alt}
        src={imageFileUrl(image.key, largest, fallbackFormat)}
        srcSet={srcSet(fallbackFormat)}
        sizes={sizes}
        {...common}
      />
    </picture>
  );
}

/** The spec's grey "No Image" placeholder, keeping the space the image would have taken. */
export function ImagePlaceholder({
  width,
  height,
  className,
}: {
  width: number;
  height: number;
  className?: string;
}) {
  return (
    <span className={className}>
      <span
        role="img"
        aria-label={layoutContent.imageFallback}
        style={{ aspectRatio: `${width} / ${height}` }}
        className="flex w-full items-center justify-center bg-grey-200 font-medium text-grey-700 text-sm"
      >
        {layoutContent.imageFallback}
      </span>
    </span>
  );
}
