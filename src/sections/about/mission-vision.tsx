import { Container } from "~/components/ui/container.tsx";
import { Reveal } from "~/components/ui/reveal.tsx";
import { AboutIcon } from "./about-icon.tsx";

type Block = { title: string; text: string };

/** Mission and vision, side by side on wider screens. */
export function MissionVision({ mission, vision }: { mission: Block; vision: Block }) {
  const blocks = [
    { ...mission, icon: "target" as const },
    { ...vision, icon: "eye" as const },
  ];
  return (
    <Reveal
      as="section"
      aria-label={blocks.map((block) => block.title).join(", ")}
      className="bg-grey-50 py-20 sm:py-24"
    >
      <Container className="grid gap-6 md:grid-cols-2">
        {blocks.map((block) => (
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
  );
}
