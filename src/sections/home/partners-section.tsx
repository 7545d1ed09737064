import { Container } from "#src/components/ui/container.tsx";
import { Picture } from "#src/components/ui/picture.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";
import type { PictureData } from "#src/lib/shared/picture-data.ts";

interface PartnerView {
  id: string;
  name: string;
  logo: PictureData;
}

interface PartnersSectionProps {
  copy: { eyebrow: string; title: string };
  partners: readonly PartnerView[];
}

/**
 * The looping strip of client wordmarks, in CSS alone: the list is drawn twice so the loop is seamless, and the
 * second copy is hidden from assistive technology. It pauses on hover; with reduced motion it stands still and
 * shows one copy, wrapped into centred rows with the page's side margins (not the loop's trailing gap).
 *
 * Far from the view the strip is not drawn (`content-visibility: auto`) and its loop does not run: a running loop
 * below the fold kept the phone's main thread drawing a frame every 16 ms while the chat teaser waited to type
 * (decision 0023). Its reserved height is the row's own (one `h-12` wordmark row, 3rem), so nothing moves when
 * it is drawn; with reduced motion the rows wrap to any height, so it is always drawn.
 */
export function PartnersSection({ copy, partners }: PartnersSectionProps) {
  return (
    <section aria-labelledby="partners-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="partners-title" eyebrow={copy.eyebrow} title={copy.title} />
      </Container>
      <div
        data-partner-strip=""
        className="group relative mt-10 overflow-hidden [contain-intrinsic-block-size:auto_3rem] [content-visibility:auto] [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:[content-visibility:visible] motion-reduce:[mask-image:none]"
      >
        <div
          data-partner-track=""
          className="flex w-max animate-marquee group-hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none"
        >
          <PartnerList label={copy.title} partners={partners} />
          <PartnerList partners={partners} duplicate />
        </div>
      </div>
    </section>
  );
}

function PartnerList({
  label,
  partners,
  duplicate = false,
}: {
  label?: string;
  partners: readonly PartnerView[];
  duplicate?: boolean;
}) {
  return (
    <ul
      aria-label={duplicate ? undefined : label}
      aria-hidden={duplicate || undefined}
      data-duplicate={duplicate ? "" : undefined}
      className={`flex shrink-0 items-center gap-12 pr-12 sm:gap-16 sm:pr-16 motion-reduce:gap-y-6 ${
        duplicate
          ? "motion-reduce:hidden"
          : "motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:px-5 motion-reduce:sm:px-8"
      }`}
    >
      {partners.map((partner) => (
        <li key={partner.id} className="flex h-12 shrink-0 items-center">
          <Picture
            image={duplicate ? { ...partner.logo, alt: "" } : partner.logo}
            sizes="10rem"
            onFailure="hide"
            imgClassName="h-10 w-auto opacity-70 grayscale transition hover:opacity-100"
          />
        </li>
      ))}
    </ul>
  );
}
