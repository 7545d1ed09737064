import { PageHero } from "#src/components/ui/page-hero.tsx";

interface ContactHeroProps {
  hero: { eyebrow: string; title: string; intro: string };
  claims: readonly { value: string; label: string }[];
}

/** The contact page's opening band with its three claims (response time, happy clients, support). */
export function ContactHero({ hero, claims }: ContactHeroProps) {
  return (
    <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
      {/* data-claims: on a phone, the Sinhala and Tamil pages set each claim as a row (global.css). */}
      <dl data-claims="" className="grid w-full max-w-xl grid-cols-3 gap-3">
        {claims.map((claim) => (
          <div
            key={claim.label}
            className="flex flex-col rounded-2xl bg-white/5 px-3 py-4 ring-1 ring-white/10 sm:px-4"
          >
            {/* Between words where they fit; inside a word only when it is wider than the tile. */}
            <dt className="text-ink-100 text-sm [overflow-wrap:break-word]">{claim.label}</dt>
            <dd className="order-first font-bold text-2xl text-accent-300 sm:text-3xl">{claim.value}</dd>
          </div>
        ))}
      </dl>
    </PageHero>
  );
}
