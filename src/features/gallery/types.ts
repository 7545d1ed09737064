import type { PluralPhrases } from "#contracts/locale-format.ts";
import type { PictureData } from "#src/lib/shared/picture-data.ts";

export interface GalleryPiece {
  id: string;
  title: string;
  category: string;
  client: string;
  /** The piece at every width the grid and the viewer show it; its alt text is read in the viewer. */
  image: PictureData;
}

export interface ViewerCopy {
  close: string;
  previous: string;
  next: string;
  /** "{index} of {total}". */
  position: string;
  /** The line under the open piece's title: "{client} · {category} · {position}". */
  caption: string;
  hint: string;
}

export interface GalleryCopy {
  filterLabel: string;
  all: string;
  /** "{count} pieces", by the language's plural rules. */
  count: PluralPhrases;
  empty: string;
  viewer: ViewerCopy;
}
