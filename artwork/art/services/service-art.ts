// What a service's art direction is: the icon of its overview and the scene its pictures show, drawn from a
// theme, the service and the agency's identity.
import type { Theme } from "#artwork/lib/scenes.ts";
import type { SiteContent } from "#artwork/lib/types.ts";

export type Service = SiteContent["services"][number];
type Identity = SiteContent["identity"][number]["data"];

/** What a scene may read besides its theme: the service drawn and the agency's identity. */
export interface SceneContext {
  readonly service: Service;
  readonly identity: Identity;
}

/** A scene, drawn on a 1000 × 560 stage. */
type Scene = (t: Theme, context: SceneContext) => string;

export interface ServiceArt {
  /** The icon of the overview's title tile (lib/scenes.ts `icon` names). */
  readonly icon: string;
  readonly scene: Scene;
}
