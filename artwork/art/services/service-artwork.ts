// Service artwork (src/content/services/<id>.en.yaml): the hero (2:1), the overview and the "What's included"
// picture (4:3) of each service's page. The title, tagline and features drawn come from the service's file; art
// direction by service id is the icon and the scene (a mock-up with fictional client copy). A service without
// art direction gets a scene drawn from its own content.
import { type Artwork, raster, type SiteContent } from "#artwork/lib/types.ts";
import { fallbackArt, serviceArt } from "./art-direction.ts";
import { features, hero, overview } from "./compositions.ts";
import type { SceneContext } from "./service-art.ts";

/** `services/<id>-hero`, `-overview` and `-features`: each picture of a service's page without a photo. */
export function serviceArtwork(content: SiteContent): Artwork[] {
  const identity = content.identity[0]!.data;
  const heading = content.serviceDetailPage[0]!.data.featuresTitle;
  return content.services.flatMap((service) => {
    const art = serviceArt[service.id] ?? fallbackArt(service);
    const context: SceneContext = { service, identity };
    const { images } = service.data;
    const key = (part: string) => `services/${service.id}-${part}`;
    return [
      images.hero.photo ? [] : [raster(key("hero"), 1200, 600, () => hero(art, context))],
      images.overview.photo ? [] : [raster(key("overview"), 1200, 900, () => overview(art, context))],
      images.features.photo ? [] : [raster(key("features"), 1200, 900, () => features(context, heading))],
    ].flat();
  });
}
