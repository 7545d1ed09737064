import { Picture } from "~/components/ui/picture";
import type { ResolvedImage } from "~/content/images";

export interface PartnerView {
  id: string;
  name: string;
  logo: ResolvedImage;
}

/**
 * The looping strip of client wordmarks: the list is drawn twice so the loop is seamless; the second copy is
 * hidden from assistive technology. With reduced motion the strip stands still and shows one copy.
 */
export function PartnerStrip({ label, partners }: { label: string; partners: readonly PartnerView[] }) {
  return (
    <div className="group relative overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none]">
      <div
        data-partner-track
        className="flex w-max animate-marquee group-hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none"
      >
        <PartnerList label={label} partners={partners} />
        <PartnerList partners={partners} duplicate />
      </div>
    </div>
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
      data-duplicate={duplicate || undefined}
      className={`flex shrink-0 items-center gap-12 pr-12 sm:gap-16 sm:pr-16 ${
        duplicate
          ? "motion-reduce:hidden"
          : "motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center"
      }`}
    >
      {partners.map((partner) => (
        <li key={partner.id} className="flex h-12 shrink-0 items-center">
          {partner.logo.kind === "missing" ? (
            <span className="font-bold text-grey-500 text-xl tracking-tight">{partner.name}</span>
          ) : (
            <Picture
              image={duplicate ? { ...partner.logo, alt: "" } : partner.logo}
              sizes="10rem"
              imgClassName="h-10 w-auto opacity-70 grayscale transition hover:opacity-100"
            />
          )}
        </li>
      ))}
    </ul>
  );
}
