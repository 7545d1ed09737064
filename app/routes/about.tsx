import { CallToActionPanel } from "~/components/ui/call-to-action-panel";
import { Container } from "~/components/ui/container";
import { Reveal } from "~/components/ui/reveal";
import { SectionHeading } from "~/components/ui/section-heading";
import { StatList } from "~/components/ui/stat-list";
import { aboutPage } from "~/content/about";
import { resolveImage } from "~/content/images";
import { teamMembers } from "~/content/team";
import { AboutHero } from "~/features/about-sections/about-hero";
import { AboutIcon } from "~/features/about-sections/about-icon";
import { AgencyComparison } from "~/features/about-sections/agency-comparison";
import { JourneyTimeline } from "~/features/about-sections/journey-timeline";
import { TeamGrid } from "~/features/team-grid/team-grid";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

const STORY_ID = "our-story";
const TEAM_ID = "meet-our-team";

/** Runs at build time: the page's content travels as data, not as JavaScript. */
export function loader() {
  return {
    page: aboutPage,
    heroImage: resolveImage(aboutPage.hero.image),
    team: teamMembers.map((m) => ({
      id: m.id,
      name: m.name,
      role: m.role,
      bio: m.bio,
      image: resolveImage(m.image),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.page.seo, path: "/about" });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <AboutHero hero={page.hero} image={loaderData.heroImage} storyId={STORY_ID} teamId={TEAM_ID} />

      <section
        id={STORY_ID}
        tabIndex={-1}
        aria-labelledby="story-title"
        className="scroll-mt-24 py-20 focus:outline-none sm:py-28"
      >
        <Container className="grid gap-14 lg:grid-cols-2 lg:items-center">
          <div>
            <SectionHeading
              id="story-title"
              align="left"
              eyebrow={page.story.eyebrow}
              title={page.story.title}
            />
            <div className="mt-6 space-y-4 text-grey-700 text-lg">
              {page.story.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
          <div className="rounded-card bg-accent-50 p-8 ring-1 ring-accent-100 sm:p-12">
            <StatList stats={page.story.figures} tone="light" columns={2} />
          </div>
        </Container>
      </section>

      <Reveal
        as="section"
        aria-label={`${page.mission.title} and ${page.vision.title}`}
        className="bg-grey-50 py-20 sm:py-24"
      >
        <Container className="grid gap-6 md:grid-cols-2">
          {[
            { ...page.mission, icon: "target" as const },
            { ...page.vision, icon: "eye" as const },
          ].map((block) => (
            <div
              key={block.title}
              className="rounded-card bg-white p-8 shadow-card ring-1 ring-grey-200 sm:p-10"
            >
              <span className="flex size-12 items-center justify-center rounded-2xl bg-accent-700 text-white">
                <AboutIcon name={block.icon} />
              </span>
              <h2 className="mt-6 font-bold text-2xl sm:text-3xl">{block.title}</h2>
              <p className="mt-3 text-grey-700 text-lg">{block.text}</p>
            </div>
          ))}
        </Container>
      </Reveal>

      <Reveal as="section" aria-labelledby="values-title" className="py-20 sm:py-28">
        <Container>
          <SectionHeading id="values-title" eyebrow={page.values.eyebrow} title={page.values.title} />
          <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {page.values.items.map((value) => (
              <li
                key={value.title}
                className="rounded-card bg-white p-7 shadow-card ring-1 ring-grey-200 transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0"
              >
                <span className="flex size-12 items-center justify-center rounded-2xl bg-accent-50 text-accent-700">
                  <AboutIcon name={value.icon} />
                </span>
                <h3 className="mt-5 font-bold text-xl">{value.title}</h3>
                <p className="mt-2 text-grey-600">{value.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </Reveal>

      <Reveal as="section" aria-labelledby="journey-title" className="bg-grey-50 py-20 sm:py-28">
        <Container>
          <SectionHeading id="journey-title" eyebrow={page.journey.eyebrow} title={page.journey.title} />
          <div className="mt-14">
            <JourneyTimeline milestones={page.journey.milestones} />
          </div>
        </Container>
      </Reveal>

      <section
        id={TEAM_ID}
        tabIndex={-1}
        aria-labelledby="team-title"
        className="scroll-mt-24 py-20 focus:outline-none sm:py-28"
      >
        <Container>
          <SectionHeading
            id="team-title"
            eyebrow={page.team.eyebrow}
            title={page.team.title}
            intro={page.team.intro}
          />
          <div className="mt-14">
            <TeamGrid members={loaderData.team} />
          </div>
        </Container>
      </section>

      <Reveal as="section" aria-labelledby="comparison-title" className="bg-grey-50 py-20 sm:py-28">
        <Container>
          <SectionHeading
            id="comparison-title"
            eyebrow={page.comparison.eyebrow}
            title={page.comparison.title}
          />
          <div className="mx-auto mt-14 max-w-5xl">
            <AgencyComparison comparison={page.comparison} />
          </div>
        </Container>
      </Reveal>

      <CallToActionPanel
        id="why-title"
        title={page.whyChooseUs.title}
        intro={page.whyChooseUs.text}
        cta={page.whyChooseUs.cta}
      >
        <div className="mx-auto mt-12 max-w-3xl">
          <StatList stats={page.whyChooseUs.stats} columns={3} />
        </div>
      </CallToActionPanel>
    </>
  );
}
