import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from "react";
import { Picture } from "#src/components/ui/picture.tsx";
import { TemplateText } from "#src/components/ui/template-text.tsx";
import { viewerPosition } from "./filter-gallery.ts";
import type { GalleryPiece, ViewerCopy } from "./types.ts";

interface GalleryViewerProps {
  pieces: readonly GalleryPiece[];
  index: number;
  copy: ViewerCopy;
  /** The page's language tag: numbers are written its way. */
  tag: string;
  onStep: (step: 1 | -1) => void;
  /** Called once the dialog has closed, however it closed (button, backdrop or Escape). */
  onClose: () => void;
}

const roundButton =
  "absolute z-10 inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/30 backdrop-blur transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-accent-300 focus-visible:outline-offset-2";

/**
 * The full-screen image viewer: a native modal dialog (focus stays inside, Escape closes it). A click on the
 * dimmed area around the image closes it too; ← and → move to the previous and next image, wrapping at the
 * ends. Its code loads the first time a visitor opens an image.
 */
export default function GalleryViewer({ pieces, index, copy, tag, onStep, onClose }: GalleryViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const piece = pieces[index];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      onStep(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      onStep(-1);
    }
  }

  // The dialog fills the screen; a click on its own box (not the figure, not a button) is on the backdrop.
  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) dialogRef.current?.close();
  }

  if (!piece) return null;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="viewer-title"
      aria-describedby="viewer-hint"
      onClose={onClose}
      onKeyDown={handleKeyDown}
      onClick={handleClick}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden bg-ink-950/95 p-0 text-white backdrop:bg-ink-950/80 open:flex open:items-center open:justify-center"
    >
      <p id="viewer-hint" className="sr-only">
        {copy.hint}
      </p>
      <button
        type="button"
        onClick={() => dialogRef.current?.close()}
        aria-label={copy.close}
        className={`${roundButton} top-4 right-4`}
      >
        <X aria-hidden="true" className="size-6" />
      </button>
      {pieces.length > 1 && (
        <>
          <button
            type="button"
            onClick={() => onStep(-1)}
            aria-label={copy.previous}
            className={`${roundButton} bottom-6 left-4 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2`}
          >
            <ChevronLeft aria-hidden="true" className="size-7" />
          </button>
          <button
            type="button"
            onClick={() => onStep(1)}
            aria-label={copy.next}
            className={`${roundButton} right-4 bottom-6 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2`}
          >
            <ChevronRight aria-hidden="true" className="size-7" />
          </button>
        </>
      )}

      <figure className="flex max-h-full w-full max-w-5xl flex-col items-center px-4 pt-20 pb-24 sm:px-20 sm:py-16">
        <Picture
          key={piece.id}
          image={piece.image}
          priority
          sizes="(min-width: 1024px) 1024px, 100vw"
          className="flex min-h-0 w-full justify-center"
          imgClassName="max-h-[calc(100dvh-13rem)] w-auto max-w-full rounded-lg object-contain shadow-lift ring-1 ring-white/15"
        />
        <figcaption className="mt-4 text-center">
          <span id="viewer-title" className="block font-semibold text-lg">
            {piece.title}
          </span>
          <span className="block text-ink-200 text-sm">
            <TemplateText
              text={copy.caption}
              values={{
                client: piece.client,
                category: piece.category,
                position: (
                  <span aria-live="polite">{viewerPosition(copy.position, index, pieces.length, tag)}</span>
                ),
              }}
            />
          </span>
        </figcaption>
      </figure>
    </dialog>
  );
}
