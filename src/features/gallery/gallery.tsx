import { lazy, Suspense, useRef, useState } from "react";
import { pluralText } from "#contracts/locale-format.ts";
import { ChoiceFilter, filterPlaces } from "#src/components/ui/choice-filter.tsx";
import { Picture } from "#src/components/ui/picture.tsx";
import { filterByCategory, galleryCategories, stepIndex } from "./filter-gallery.ts";
import type { GalleryCopy, GalleryPiece } from "./types.ts";

// Loaded the first time a visitor opens an image: the grid ships without it.
const GalleryViewer = lazy(() => import("./gallery-viewer.tsx"));

interface GalleryProps {
  pieces: readonly GalleryPiece[];
  copy: GalleryCopy;
  /** The page's language tag: counts are written and chosen by its rules. */
  tag: string;
}

/**
 * The Creative Gallery: a category filter (every category the pieces name), a grid of thumbnails, and the
 * full-screen viewer on demand, which moves within the category shown and gives focus back to the thumbnail
 * of the last image it showed. The filter is plain HTML (ChoiceFilter: radios and `:has()`), so it filters
 * before the island's code arrives; the viewer reads the checked choice when it opens.
 */
export function Gallery({ pieces, copy, tag }: GalleryProps) {
  // The open piece by id, not by place (a tap made before the island ran may be replayed after a category tap
  // has already narrowed the grid), with the category checked when it opened. The filter itself is the page's
  // radios: a choice re-renders nothing here (re-rendering every thumbnail made each tap slow on a phone).
  const [open, setOpen] = useState<{ id: string; category: string } | null>(null);
  const thumbnails = useRef(new Map<string, HTMLButtonElement>());
  const choices = [copy.all, ...galleryCategories(pieces)];
  const root = useRef<HTMLDivElement>(null);
  const checkedCategory = () =>
    root.current?.querySelector<HTMLInputElement>("input[type='radio']:checked")?.value ?? copy.all;
  const shown = filterByCategory(pieces, open?.category ?? copy.all, copy.all);
  const openId = open?.id ?? null;
  // The viewer moves within the category shown (or among all pieces, if the open one is not in it).
  const viewable = (id: string | null) => (shown.some((piece) => piece.id === id) ? shown : pieces);
  const viewing = viewable(openId);
  const openIndex = viewing.findIndex((piece) => piece.id === openId);

  function step(by: 1 | -1) {
    setOpen((current) => {
      if (!current) return null;
      const list = viewable(current.id);
      const index = list.findIndex((piece) => piece.id === current.id);
      const id = list[stepIndex(index, by, list.length)]?.id;
      return id ? { ...current, id } : null;
    });
  }

  function closeViewer() {
    if (openId) thumbnails.current.get(openId)?.focus();
    setOpen(null);
  }

  return (
    <div ref={root}>
      <ChoiceFilter
        name="gallery-category"
        legend={copy.filterLabel}
        choices={choices}
        countLines={choices.map((choice) =>
          pluralText(tag, filterByCategory(pieces, choice, copy.all).length, copy.count),
        )}
        barClassName=""
        rowClassName="flex flex-wrap gap-2"
        choiceClassName="inline-flex min-h-11 cursor-pointer items-center rounded-pill bg-white px-5 font-semibold text-ink-800 text-sm ring-1 ring-grey-300 transition hover:ring-ink-400 peer-checked:bg-accent-700 peer-checked:text-white peer-checked:shadow-card peer-checked:ring-accent-700! peer-focus-visible:outline-2 peer-focus-visible:outline-accent-700 peer-focus-visible:outline-offset-2"
        countClassName="mt-5 text-grey-600 text-sm"
      >
        {pieces.length === 0 ? (
          <p className="mt-4 rounded-card bg-grey-50 px-6 py-16 text-center text-grey-600 ring-1 ring-grey-200">
            {copy.empty}
          </p>
        ) : (
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
            {pieces.map((piece) => (
              <li key={piece.id} data-filter-item="" data-filter-in={filterPlaces(choices, piece.category)}>
                <button
                  type="button"
                  ref={(node) => {
                    if (node) thumbnails.current.set(piece.id, node);
                    else thumbnails.current.delete(piece.id);
                  }}
                  onClick={() => setOpen({ id: piece.id, category: checkedCategory() })}
                  aria-haspopup="dialog"
                  className="group block w-full overflow-hidden rounded-card bg-white text-left shadow-card ring-1 ring-grey-200 transition duration-300 hover:-translate-y-1 hover:shadow-lift focus-visible:outline-2 focus-visible:outline-accent-700 focus-visible:outline-offset-2 motion-reduce:hover:translate-y-0"
                >
                  <span className="block aspect-[4/3] overflow-hidden bg-grey-100">
                    <Picture
                      image={{ ...piece.image, alt: "" }}
                      sizes="(min-width: 1024px) 300px, (min-width: 768px) 33vw, 50vw"
                      className="block h-full w-full"
                      imgClassName="h-full w-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:group-hover:scale-100"
                    />
                  </span>
                  <span className="block p-3 sm:p-4">
                    <span className="block font-semibold text-ink-950 text-sm leading-snug sm:text-base">
                      {piece.title}
                    </span>
                    <span className="mt-0.5 block truncate text-grey-600 text-xs sm:text-sm">
                      {piece.client}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </ChoiceFilter>

      {openIndex >= 0 && (
        <Suspense fallback={null}>
          <GalleryViewer
            pieces={viewing}
            index={openIndex}
            copy={copy.viewer}
            tag={tag}
            onStep={step}
            onClose={closeViewer}
          />
        </Suspense>
      )}
    </div>
  );
}
