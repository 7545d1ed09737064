// Page hero pictures: home (a fictional client's site and results), about (the offices on a map, the team, the
// figures and the journey from the about page and site/identity/identity.en.yaml) and portfolio (a collage of the pieces).
import { type Artwork, raster, type SiteContent } from "#artwork/lib/types.ts";
import { about } from "./about.ts";
import { home } from "./home.ts";
import { portfolioHero } from "./portfolio-collage.ts";

/** `heroes/home`, `heroes/about` and `heroes/portfolio`, where the page's hero has no photo. */
export function heroArtwork(content: SiteContent): Artwork[] {
  const photo = {
    home: content.homePage[0]!.data.hero.image.photo,
    about: content.aboutPage[0]!.data.hero.image.photo,
    portfolio: content.portfolioPage[0]!.data.hero.image.photo,
  };
  return [
    photo.home ? [] : [raster("heroes/home", 1200, 960, home)],
    photo.about ? [] : [raster("heroes/about", 1200, 900, () => about(content))],
    photo.portfolio ? [] : [raster("heroes/portfolio", 1200, 900, () => portfolioHero(content))],
  ].flat();
}
