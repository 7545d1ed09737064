import type { CorpusDocument } from "#contracts/assistant-knowledge.ts";
import { byOrder } from "#src/content/order.ts";
import { fillTemplate } from "#src/content/site-variables.ts";
import type { AssistantSources } from "./sources.ts";
import { type AssistantWords, fillWords, listOf } from "./words.ts";

type ServiceSources = Pick<AssistantSources, "locale" | "services" | "assistant" | "prices">;

/** The id a reference names (Astro and read-content.ts both give `{ collection, id }`). */
export const referencedId = (reference: unknown) => (reference as { id: string }).id;

/**
 * One document per service: what it is, what it includes, its packages (never a price), and its page, worded
 * by the `answers` templates of the sources' language (assistant/assistant/assistant.<lang>.yaml).
 */
export function serviceDocuments(
  { locale, services, assistant, prices }: ServiceSources,
  words: AssistantWords,
): CorpusDocument[] {
  const { answers } = assistant;
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
        return highlights.length
          ? fillTemplate(answers.packageHighlights, {
              name: item.name,
              highlights: listOf(locale, highlights),
            })
          : item.name;
      })
      .join("; ");
    const path = `/services/${id}`;
    const sentences = (text: string) => text.split(/(?<=[.!?।])\s+/).filter(Boolean);
    const facts = [
      ...service.overview.flatMap(sentences),
      ...service.features.map((feature) => fillTemplate(answers.serviceIncludes, { features: feature })),
      fillTemplate(answers.packages, {
        packages: listOf(
          locale,
          service.packages.map((item) => item.name),
        ),
        price: prices.service,
      }),
      ...(inEvery.length
        ? [fillTemplate(answers.everyPackageIncludes, { features: listOf(locale, inEvery) })]
        : []),
      ...service.packages.map((item) => {
        const own = item.features.filter((feature) => !inEvery.includes(feature));
        return fillTemplate(answers.packageHighlights, {
          name: item.name,
          highlights: listOf(locale, own.length ? own : item.features),
        });
      }),
      ...(service.packagesNote ? [service.packagesNote] : []),
      ...notes,
    ];
    // The short answer: what the service is, and its page.
    const answer = fillTemplate(answers.page, {
      intro: fillTemplate(answers.serviceLead, { title: service.title, tagline: service.tagline }),
      path,
    });
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
      path,
      facts,
      statesPrice: false,
    };
  });
}

/** The list of every service with its page, for "what do you do?". */
export function servicesOverview(
  { services, assistant }: Pick<AssistantSources, "services" | "assistant">,
  words: AssistantWords,
): CorpusDocument {
  const sorted = [...services].sort(byOrder);
  const { servicesList } = assistant.answers;
  return {
    id: "topic:services-list",
    kind: "topic",
    title: servicesList.title,
    aliases: servicesList.questions.join(" · "),
    body: sorted.map((service) => service.data.title).join(" · "),
    answer: [
      fillWords(assistant.replies.servicesIntro, words),
      ...sorted.map((service) => `${service.data.title} (/services/${service.id})`),
    ].join("\n"),
    path: "/services",
    facts: [],
    statesPrice: false,
  };
}
