import { ExternalLink } from "lucide-react";
import { buttonClasses } from "#src/components/ui/button.tsx";
import { Container } from "#src/components/ui/container.tsx";
import { Picture } from "#src/components/ui/picture.tsx";
import { Reveal } from "#src/components/ui/reveal.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";
import type { PictureData } from "#src/lib/shared/picture-data.ts";
import { newTabLinkFor, type Wording } from "#src/lib/shared/wording.ts";

export interface PortfolioSite {
  id: string;
  title: string;
  description: string;
  url: string;
  technologies: readonly string[];
  category: string;
  image: PictureData;
}

interface WebsitesCopy {
  eyebrow: string;
  title: string;
  intro: string;
  technologiesLabel: string;
  visit: string;
}

/** One website we built, with a safe link out to the live site (a new tab, with no handle on this page). */
function WebsiteCard({
  site,
  copy,
  newTab,
  wording,
}: {
  site: PortfolioSite;
  copy: WebsitesCopy;
  newTab: string;
  wording: Pick<Wording, "linkFor" | "newTabLink">;
}) {
  const titleId = `website-${site.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-grey-200 transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0"
    >
      <Picture
        image={site.image}
        sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
        className="block overflow-hidden border-grey-200 border-b bg-grey-100"
        imgClassName="h-auto w-full"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="font-semibold text-accent-700 text-xs uppercase tracking-[0.14em]">{site.category}</p>
        <h3 id={titleId} className="mt-1.5 font-bold text-ink-950 text-xl">
          {site.title}
        </h3>
        <p className="mt-2 text-grey-600">{site.description}</p>
        <ul aria-label={copy.technologiesLabel} className="mt-4 flex flex-wrap gap-2">
          {site.technologies.map((tech) => (
            <li
              key={tech}
              className="rounded-pill bg-accent-50 px-3 py-1 font-medium text-accent-800 text-xs"
            >
              {tech}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-6">
          <a
            href={site.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={newTabLinkFor(wording, copy.visit, site.title, newTab)}
            className={buttonClasses("primary", "md", "w-full sm:w-auto")}
          >
            {copy.visit}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </div>
      </div>
    </article>
  );
}

/** The Website Portfolio: a card for each site we built. `id` is where the hero's button jumps. */
export function WebsitePortfolio({
  id,
  copy,
  sites,
  newTab,
  wording,
}: {
  id: string;
  copy: WebsitesCopy;
  sites: readonly PortfolioSite[];
  newTab: string;
  /** How a link's name is worded (site/layout `wording`). */
  wording: Pick<Wording, "linkFor" | "newTabLink">;
}) {
  return (
    <section
      id={id}
      aria-labelledby="websites-title"
      className="scroll-mt-24 border-grey-200 border-t bg-grey-50 py-16 sm:py-20"
    >
      <Container>
        <SectionHeading
          id="websites-title"
          eyebrow={copy.eyebrow}
          title={copy.title}
          intro={copy.intro}
          align="left"
        />
        <Reveal as="ul" className="mt-10 grid gap-6 md:grid-cols-2 lg:gap-8">
          {sites.map((site) => (
            <li key={site.id}>
              <WebsiteCard site={site} copy={copy} newTab={newTab} wording={wording} />
            </li>
          ))}
        </Reveal>
      </Container>
    </section>
  );
}
