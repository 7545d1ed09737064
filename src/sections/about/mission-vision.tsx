import { listText } from "#contracts/locale-format.ts";
import { Container } from "#src/components/ui/container.tsx";
import { IconCard } from "#src/components/ui/icon-card.tsx";
import { Reveal } from "#src/components/ui/reveal.tsx";
import { aboutIcons } from "./about-icon.tsx";

type Block = { title: string; text: string };

/** Mission and vision, side by side on wider screens; the section is named by both titles, listed the language's way. */
export function MissionVision({ mission, vision, tag }: { mission: Block; vision: Block; tag: string }) {
  const blocks = [
    { ...mission, icon: "target" as const },
    { ...vision, icon: "eye" as const },
  ];
  return (
    <Reveal
      as="section"
      aria-label={listText(
        tag,
        blocks.map((block) => block.title),
        "unit",
      )}
      className="bg-grey-50 py-20 sm:py-24"
    >
      <Container className="grid gap-6 md:grid-cols-2">
        {blocks.map((block) => (
          <IconCard
            key={block.title}
            as="div"
            icon={aboutIcons[block.icon]}
            tone="solid"
            size="xl"
            lifts={false}
            title={block.title}
            titleAs="h2"
            text={block.text}
          />
        ))}
      </Container>
    </Reveal>
  );
}
