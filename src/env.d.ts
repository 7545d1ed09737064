/// <reference types="astro/client" />
/// <reference path="./lib/browser/webmcp-form-attributes.d.ts" />

declare namespace astroHTML.JSX {
  interface IntrinsicAttributes {
    /** Hydrate the island on the first interaction with it (src/lib/head-script/interaction-directive.ts). */
    "client:interaction"?: boolean | string;
  }
}

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate the island on the first interaction with it (src/lib/head-script/interaction-directive.ts). */
    "client:interaction"?: boolean | string;
  }
}
