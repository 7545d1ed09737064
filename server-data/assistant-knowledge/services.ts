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
    const paragraph = (...sentences: (string | undefined)[]) => sentences.filter(Boolean).join(" ");
    const answer = [
      paragraph(
        fillTemplate(answers.serviceLead, { title: service.title, tagline: service.tagline }),
        overview,
        fillTemplate(answers.serviceIncludes, { features: listOf(locale, service.features) }),
      ),
      paragraph(
        inEvery.length
          ? fillTemplate(answers.everyPackageIncludes, { features: listOf(locale, inEvery) })
          : "",
        fillTemplate(answers.packages, { packages: packageText, price: prices.service }),
        service.packagesNote,
        ...notes,
      ),
      fillTemplate(answers.details, { servicePath: `/services/${id}`, quotePath: "/get-quote" }),
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
      statesPrice: true,
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
    statesPrice: false,
  };
}
