import type { ResolvedImage } from "~/content/images";
import type { PortfolioPageContent } from "~/content/portfolio.schema";

export interface GalleryPiece {
  id: string;
  title: string;
  category: string;
  client: string;
  image: ResolvedImage;
}

export type GalleryCopy = PortfolioPageContent["gallery"];
export type ViewerCopy = GalleryCopy["viewer"];
