import { Container } from "~/components/ui/container";
import { PageHero } from "~/components/ui/page-hero";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "~/components/ui/section-heading";
import { resolveImage } from "~/content/images";
import { templateCatalogue, templatePreviewUrl } from "~/content/template-catalogue";
import { templateShopPage } from "~/content/template-shop";
import { CustomTemplateBlock } from "~/features/template-catalogue/custom-template-block";
import { TemplateCatalogue } from "~/features/template-catalogue/template-catalogue";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/template-catalogue";

/** Runs at build time: the page's content travels as data, not as JavaScript. Prices stay behind. */
export function loader() {
  const templates = templateCatalogue.map(({ price: _price, ...template }) => ({
    ...template,
    image: resolveImage(template.image),
    previewHref: templatePreviewUrl(template),
  }));
  return { page: templateShopPage, templates };
}

/** /shopping, /shop and /templates show this one catalogue; /shopping is canonical. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.page.seo, path: "/shopping" });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page, templates } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} intro={page.hero.intro} />
      <section aria-labelledby="catalogue-title" className="py-16 sm:py-20">
        <Container>
          <SectionHeading
            id="catalogue-title"
            title={page.catalogue.title}
            intro={page.catalogue.intro}
            align="left"
          />
          <div className="mt-10">
            <TemplateCatalogue templates={templates} copy={page.catalogue} cardCopy={page.card} />
          </div>
        </Container>
      </section>
      <Reveal as="div" className="pb-20">
        <Container>
          <CustomTemplateBlock copy={page.custom} />
        </Container>
      </Reveal>
    </>
  );
}
