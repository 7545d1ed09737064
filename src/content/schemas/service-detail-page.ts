import { z } from "zod";
import { link, seo, template, text } from "./parts.ts";

/**
 * Copy every service page (/services/<id>) shares; each service's own text is its file in services/. Also the
 * page shown for a service id the site does not have (/service-not-found, served with status 404).
 */
export const serviceDetailPageSchema = () =>
  z.strictObject({
    /** The page title in search results: `{service}` is the service's title. */
    seoTitle: template({ required: ["service"] }),
    hero: z.strictObject({ eyebrow: text(), cta: link(), packagesLink: text() }),
    overviewTitle: text(),
    featuresTitle: text(),
    packages: z.strictObject({
      eyebrow: text(),
      title: text(),
      intro: text(),
      /** What every package shows in place of a price. */
      price: text(),
      /** The badge on the second package. */
      mostPopular: text(),
      /** The link that opens WhatsApp with the package named (message: enquiries.servicePackage). */
      inquire: text(),
    }),
    closing: z.strictObject({ title: text(), text: text(), primary: link(), secondary: link() }),
    notFound: z.strictObject({
      seo: seo(),
      eyebrow: text(),
      title: text(),
      message: text(),
      link: link(),
      /** Heads the list of every service, offered as ways on. */
      servicesTitle: text(),
    }),
  });
