import { useEffect, useRef, useState } from "react";
import { imageFileUrl, type ResolvedImage } from "~/content/images";

const MIME = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg", png: "image/png" } as const;

/**
 * A team member's portrait. It reports to the console whether it loaded (an info message, never an error),
 * and a photo that fails to load hides itself instead of showing a broken image.
 */
export function TeamPhoto({
  image,
  name,
  className,
}: {
  image: ResolvedImage;
  name: string;
  className?: string;
}) {
  const imgRef = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<"loading" | "loaded" | "failed">(
    image.kind === "raster" ? "loading" : "failed",
  );
  const reported = useRef(false);

  const report = (ok: boolean) => {
    if (reported.current) return;
    reported.current = true;
    if (ok) console.info(`Team photo loaded: ${name}`);
    else console.log(`Team photo could not be loaded, hiding it: ${name}`);
    setState(ok ? "loaded" : "failed");
  };

  // The photo may have finished (or failed) before hydration attached the listeners.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, after hydration
  useEffect(() => {
    const img = imgRef.current;
    if (image.kind !== "raster") report(false);
    else if (img?.complete) report(img.naturalWidth > 0);
  }, []);

  if (state === "failed" || image.kind !== "raster") return null;
  const fallbackFormat = image.formats[image.formats.length - 1]!;
  const srcSet = (format: (typeof image.formats)[number]) =>
    image.widths.map((w) => `${imageFileUrl(image.key, w, format)} ${w}w`).join(", ");
  const sizes = "(min-width: 1024px) 17rem, (min-width: 640px) 45vw, 90vw";

  return (
    <picture className={className}>
      {image.formats.slice(0, -1).map((format) => (
        <source key={format} type={MIME[format]} srcSet={srcSet(format)} sizes={sizes} />
      ))}
      <img
        ref={imgRef}
        alt={image.alt}
        src={imageFileUrl(image.key, image.widths[image.widths.length - 1]!, fallbackFormat)}
        srcSet={srcSet(fallbackFormat)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        onLoad={() => report(true)}
        onError={() => report(false)}
        className="h-full w-full object-cover"
      />
    </picture>
  );
}
