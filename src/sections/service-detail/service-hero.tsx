import { ArrowDown } from "lucide-react";
import { buttonClasses } from "#src/components/ui/button.tsx";
import { ButtonLink } from "#src/components/ui/button-link.tsx";
import { PageHero } from "#src/components/ui/page-hero.tsx";
import type { PictureData } from "#src/lib/shared/picture-data.ts";

interface ServiceHeroProps {
  eyebrow: string;
  title: string;
  tagline: string;
  image: PictureData;
  cta: { label: string; to: string };
  packagesLink: string;
  /** Id of the packages section the second link jumps to. */
  packagesId: string;
}

/** The opening band of a service page: title and tagline, with the service's picture on wide screens. */
export function ServiceHero({
  eyebrow,
  title,
  tagline,
  image,
  cta,
  packagesLink,
  packagesId,
}: ServiceHeroProps) {
  return (
    <PageHero eyebrow={eyebrow} title={title} intro={tagline} image={image}>
      <ButtonLink href={cta.to} variant="onDark" size="lg">
        {cta.label}
      </ButtonLink>
      <a href={`#${packagesId}`} className={buttonClasses("outlineOnDark", "lg")}>
        {packagesLink}
        <ArrowDown aria-hidden="true" className="size-4" />
      </a>
    </PageHero>
  );
}
