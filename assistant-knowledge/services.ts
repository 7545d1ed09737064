import type { CorpusDocument } from "../contracts/assistant-knowledge.ts";
import { byOrder } from "../src/content/order.ts";
import type { AssistantSources } from "./sources.ts";
import { type AssistantWords, fillWords, listOf } from "./words.ts";

type Service = AssistantSources["services"][number];

/** The id a reference names (Astro and read-content.ts both give `{ collection, id }`). */
export const referencedId = (reference: unknown) => (reference as { id: string }).id;

/** One document per service: what it is, what it includes, its packages (never a price), and its page. */
export function serviceDocuments(
  services: readonly Service[],
  assistant: AssistantSources["assistant"],
  words: AssistantWords,
): CorpusDocument[] {
  return [...services].sort(byOrder).map(({ id, data: service }) => {
    const overview = service.overview.join(" ");
    const known = assistant.services.find((entry) => referencedId(entry.service) === id);
    const notes = (known?.notes ?? []).map((note) => fillWords(note, words));
    // What every package has, and what sets each one apart.
    const inEvery = service.packages[0]!.features.filter((feature) =>
      service.packages.every((item) => item.features.includes(feature)),
    );
    const packageText = service.packages
      .map((item) => {
        const own = item.features.filter((feature) => !inEvery.includes(feature));
        const highlights = (own.length ? own : item.features).slice(0, 6);
        return highlights.length ? `${item.name} (${listOf(highlights)})` : item.name;
      })
      .join("; ");
    const paragraph = (...sentences: (string | undefined)[]) => sentences.filter(Boolean).join(" ");
    const answer = [
      paragraph(`${service.title}: ${service.tagline}`, overview, `It includes ${listOf(service.features)}.`),
      paragraph(
        inEvery.length ? `Every package includes ${listOf(inEvery)}.` : "",
        `Packages: ${packageText}. Each is "Contact for Pricing".`,
        service.packagesNote,
        ...notes,
      ),
      `Details: /services/${id} · Free quote: /get-quote`,
    ]
      .filter(Boolean)
      .join("\n");
    return {
      id: `service:${id}`,
      kind: "service",
      title: service.title,
      aliases: (known?.alsoCalled ?? []).join(" · "),
      body: [
        service.tagline,
        overview,
        ...service.features,
        ...inEvery,
        packageText,
        service.packagesNote,
        ...notes,
      ]
        .filter(Boolean)
        .join(" "),
      answer,
    };
  });
}

/** The list of every service with its page, for "what do you do?". */
export function servicesOverview(
  services: readonly Service[],
  assistant: AssistantSources["assistant"],
  words: AssistantWords,
): CorpusDocument {
  const sorted = [...services].sort(byOrder);
  return {
    id: "topic:services-list",
    kind: "topic",
    title: "Services we offer: what we do",
    aliases: "What services do you offer? · What can you do for my business? · What do you do?",
    body: sorted.map((service) => service.data.title).join(" · "),
    answer: [
      fillWords(assistant.replies.servicesIntro, words),
      ...sorted.map((service) => `${service.data.title} (/services/${service.id})`),
    ].join("\n"),
  };
}
