// Art direction by service id: the icon and the scene (a mock-up with fictional client copy) of each service
// the agency offers; a service without it gets an icon from its title and a scene drawn from its own content.
import { iconFor } from "./icon-for.ts";
import { contentScene } from "./scenes/content-scene.ts";
import { domainHosting } from "./scenes/domain-hosting.ts";
import { ecommerce } from "./scenes/e-commerce.ts";
import { googleAds } from "./scenes/google-ads.ts";
import { graphicDesign } from "./scenes/graphic-design.ts";
import { photography } from "./scenes/photography.ts";
import { registration } from "./scenes/registration.ts";
import { seo } from "./scenes/seo.ts";
import { socialMedia } from "./scenes/social-media.ts";
import { webDesign } from "./scenes/web-design.ts";
import type { Service, ServiceArt } from "./service-art.ts";

/** Art direction by service id. */
export const serviceArt: Record<string, ServiceArt> = {
  "private-limited-business-registration": { icon: "stamp", scene: registration },
  "e-commerce": { icon: "cart", scene: ecommerce },
  "web-design-development": { icon: "code", scene: webDesign },
  "social-media-marketing": { icon: "heart", scene: socialMedia },
  "graphic-design-branding": { icon: "palette", scene: graphicDesign },
  "seo-optimization": { icon: "search", scene: seo },
  "google-ads-management": { icon: "target", scene: googleAds },
  "domain-hosting": { icon: "server", scene: domainHosting },
  photography: { icon: "camera", scene: photography },
};

/** A service without art direction: an icon from its title, a scene from its own content. */
export const fallbackArt = (service: Service): ServiceArt => ({
  icon: iconFor(service.data.title, 0),
  scene: contentScene,
});
