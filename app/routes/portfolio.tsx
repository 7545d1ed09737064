import { ButtonLink } from "~/components/ui/button-link";
import { Container } from "~/components/ui/container";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "~/components/ui/section-heading";
import { resolveImage } from "~/content/images";
import { portfolioPage } from "~/content/portfolio";
import { portfolioCategories, portfolioGallery } from "~/content/portfolio-gallery";
import { portfolioWebsites } from "~/content/portfolio-websites";
import { Gallery } from "~/features/gallery/gallery";
import { PortfolioHero } from "~/features/portfolio/portfolio-hero";
import { WebsiteCard } from "~/features/portfolio/website-card";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/portfolio";

/** Runs at build time: the page's content travels as data, not as JavaScript. */
export function loader() {
  const { image, ...hero } = portfolioPage.hero;
  return {
    page: { ...portfolioPage, hero },
    heroImage: resolveImage(image),
    categories: portfolioCategories,
    pieces: portfolioGallery.map(({ id, title, category, client, alt, image }) => ({
      id,
      title,
      category,
      client,
      image: resolveImage({ key: image.key, alt }),
    })),
    websites: portfolioWebsites.map((site) => ({ ...site, image: resolveImage(site.image) })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.page.seo, path: "/portfolio" });

const GALLERY_ID = "gallery";
const WEBSITES_ID = "websites";

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page, heroImage, categories, pieces, websites } = loaderData;
  return (
    <>
      <PortfolioHero
        hero={page.hero}
        image={heroImage}
        stats={page.stats}
        statsLabel={page.statsLabel}
        galleryId={GALLERY_ID}
        websitesId={WEBSITES_ID}
      />

      <section id={GALLERY_ID} aria-labelledby="gallery-title" className="scroll-mt-24 py-16 sm:py-20">
        <Container>
          <SectionHeading
            id="gallery-title"
            eyebrow={page.gallery.eyebrow}
            title={page.gallery.title}
            intro={page.gallery.intro}
            align="left"
          />
          <div className="mt-10">
            <Gallery pieces={pieces} categories={categories} copy={page.gallery} />
          </div>
        </Container>
      </section>

      <section
        id={WEBSITES_ID}
        aria-labelledby="websites-title"
        className="scroll-mt-24 border-grey-200 border-t bg-grey-50 py-16 sm:py-20"
      >
        <Container>
          <SectionHeading
            id="websites-title"
            eyebrow={page.websites.eyebrow}
            title={page.websites.title}
            intro={page.websites.intro}
            align="left"
          />
          <Reveal as="ul" className="mt-10 grid gap-6 md:grid-cols-2 lg:gap-8">
            {websites.map((site) => (
              <li key={site.id}>
                <WebsiteCard site={site} copy={page.websites} />
              </li>
            ))}
          </Reveal>
        </Container>
      </section>

      <Reveal as="section" aria-labelledby="portfolio-closing" className="py-16 sm:py-20">
        <Container className="text-center">
          <SectionHeading id="portfolio-closing" title={page.closing.title} intro={page.closing.text} />
          <ButtonLink to={page.closing.cta.to} size="lg" className="mt-8">
            {page.closing.cta.label}
          </ButtonLink>
        </Container>
      </Reveal>
    </>
  );
}
