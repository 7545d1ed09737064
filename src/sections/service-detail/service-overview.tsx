import { CircleCheck } from "lucide-react";
import { Container } from "#src/components/ui/container.tsx";
import { Picture } from "#src/components/ui/picture.tsx";
import { Reveal } from "#src/components/ui/reveal.tsx";
import type { PictureData } from "#src/lib/shared/picture-data.ts";

interface ServiceOverviewProps {
  overviewTitle: string;
  featuresTitle: string;
  overview: readonly string[];
  features: readonly string[];
  overviewImage: PictureData;
  featuresImage: PictureData;
}

/** What the service is, and the checklist of what it includes, each beside its picture. */
export function ServiceOverview({
  overviewTitle,
  featuresTitle,
  overview,
  features,
  overviewImage,
  featuresImage,
}: ServiceOverviewProps) {
  return (
    <section aria-labelledby="service-overview" className="py-20 sm:py-24">
      <Container className="space-y-20">
        <Reveal className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <h2 id="service-overview" className="font-bold text-3xl sm:text-4xl">
              {overviewTitle}
            </h2>
            <div className="mt-6 space-y-4 text-grey-700 text-lg">
              {overview.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <Picture
            image={overviewImage}
            eager
            sizes="(min-width: 1024px) 36rem, 100vw"
            className="block overflow-hidden rounded-card shadow-card"
            imgClassName="h-auto w-full"
          />
        </Reveal>
        <Reveal className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <Picture
            image={featuresImage}
            sizes="(min-width: 1024px) 36rem, 100vw"
            className="order-last block overflow-hidden rounded-card shadow-card lg:order-first"
            imgClassName="h-auto w-full"
          />
          <div>
            <h2 className="font-bold text-3xl sm:text-4xl">{featuresTitle}</h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {features.map((feature) => (
                <li key={feature} className="flex gap-3 rounded-2xl bg-grey-50 p-4 ring-1 ring-grey-200">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                  <span className="font-medium text-grey-800">{feature}</span>
                </li>
              ))}
            </ul>
          </div>
        </Reveal>
      </Container>
    </section>
  );
}
