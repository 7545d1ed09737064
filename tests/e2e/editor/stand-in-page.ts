/**
 * STAND-IN, until the service pages (/services/<id>) and the portfolio (/portfolio) are on this branch: a page
 * the editor test adds to its copy of the repository only, showing each service's tagline and hero photo
 * through the site's own image pipeline (pictureOf → <Picture>). When the real pages land, the test checks
 * them instead and this file goes.
 */
export const STAND_IN_PATH = "/editor-test-services";

export const STAND_IN_PAGE = `---
import { Picture } from "~/components/ui/picture.tsx";
import { list } from "~/content/entries.ts";
import { pictureOf } from "~/lib/images.ts";

const services = await Promise.all(
  (await list("services")).map(async (service) => ({
    id: service.id,
    title: service.data.title,
    tagline: service.data.tagline,
    picture: service.data.images.hero.photo
      ? await pictureOf(service.data.images.hero, \`services/\${service.id}\`)
      : undefined,
  })),
);
---

<html lang="en">
  <head><meta charset="utf-8" /><title>Services (editor test)</title></head>
  <body>
    {services.map((service) => (
      <article aria-labelledby={service.id}>
        <h2 id={service.id}>{service.title}</h2>
        <p>{service.tagline}</p>
        {service.picture && <Picture image={service.picture} priority />}
      </article>
    ))}
  </body>
</html>
`;
