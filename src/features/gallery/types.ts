import type { PictureData } from "~/lib/picture-data.ts";

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
  hint: string;
}

export interface GalleryCopy {
  filterLabel: string;
  all: string;
  /** "{count} pieces". */
  count: string;
  empty: string;
  viewer: ViewerCopy;
}
