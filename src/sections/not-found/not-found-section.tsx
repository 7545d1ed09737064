import { ButtonLink } from "#src/components/ui/button-link.tsx";
import { NotFoundScreen } from "#src/components/ui/not-found-screen.tsx";

type Link = { to: string; label: string };

interface NotFoundSectionProps {
  hero: { eyebrow: string; title: string; intro: string };
  home: Link;
  cta: Link;
  linksTitle: string;
  /** The main sections, offered as ways on. */
  destinations: readonly Link[];
}

/** The designed not-found screen: what happened, and links home and to the main sections. */
export function NotFoundSection({ hero, home, cta, linksTitle, destinations }: NotFoundSectionProps) {
  return (
    <NotFoundScreen
      eyebrow={hero.eyebrow}
      title={hero.title}
      message={hero.intro}
      actions={
        <>
          <ButtonLink href={home.to} size="lg">
            {home.label}
          </ButtonLink>
          <ButtonLink href={cta.to} variant="secondary" size="lg">
            {cta.label}
          </ButtonLink>
        </>
      }
      linksId="not-found-links"
      linksTitle={linksTitle}
      links={destinations}
    />
  );
}
