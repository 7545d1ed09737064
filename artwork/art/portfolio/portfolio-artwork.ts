// The portfolio pieces (src/content/portfolio/<id>.en.yaml): art direction by piece id (layout, palette, motif and
// the fictional client copy drawn on the piece, art-direction.ts), fed to the layout generators in lib/layouts/.
// A piece without art direction is drawn from its own content (client, title, category) in a layout chosen by its
// category (art-for-piece.ts).
import { ART_SIZE, draw } from "#artwork/lib/layouts/draw.ts";
import { type Artwork, raster, type SiteContent } from "#artwork/lib/types.ts";
import { portfolioArtFor } from "./art-for-piece.ts";

/** `portfolio/<id>`: every piece without a photo. */
export function portfolioArtwork(content: SiteContent): Artwork[] {
  const siteName = content.identity[0]!.data.name;
  return content.portfolioPieces
    .filter((piece) => !piece.data.image.photo)
    .map((piece) => {
      const art = portfolioArtFor(piece, siteName);
      const [width, height] = ART_SIZE[art.layout];
      return raster(`portfolio/${piece.id}`, width, height, () => draw(art));
    });
}
