import { ArrowRight } from "lucide-react";
import { ButtonLink } from "#src/components/ui/button-link.tsx";
import { NotFoundScreen } from "#src/components/ui/not-found-screen.tsx";

type Link = { label: string; to: string };

interface ServiceNotFoundProps {
  copy: { eyebrow: string; title: string; message: string; link: Link; servicesTitle: string };
  /** Every service's page, offered as ways on. */
  services: readonly Link[];
}

/** The screen for a service address the site does not have: what happened, and every service it does have. */
export function ServiceNotFound({ copy, services }: ServiceNotFoundProps) {
  return (
    <NotFoundScreen
      eyebrow={copy.eyebrow}
      title={copy.title}
      message={copy.message}
      actions={
        <ButtonLink href={copy.link.to} size="lg">
          {copy.link.label}
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      }
      linksId="service-not-found-links"
      linksTitle={copy.servicesTitle}
      links={services}
      dense
    />
  );
}
