import { describe, expect, it } from "vitest";
import { assistantKnowledgeSchema } from "#contracts/assistant-knowledge.ts";
import { LOCALE_INFO, LOCALES } from "#contracts/locales.ts";
import { fillTemplate } from "#contracts/words.ts";
import { buildCorpus } from "./build-knowledge.ts";
import { testKnowledge, testSources } from "./knowledge.test-helpers.ts";
import { pageDocuments } from "./pages.ts";
import { referencedId, serviceDocuments, servicesOverview } from "./services.ts";
import { templateDocuments } from "./templates.ts";
import { topicDocuments } from "./topics.ts";
import { assistantWords } from "./words.ts";

const sources = testSources();
const words = assistantWords(sources);

describe("the assistant's words come from the identity file", () => {
  it("builds contact values from identity.en.yaml, formatted for the language", () => {
    const { contact, offices, founder, hours } = sources.identity;
    expect(words.whatsappLink).toBe(`https://wa.me/${contact.whatsappNumber}`);
    for (const phone of contact.phones) expect(words.phones).toContain(phone.display);
    for (const office of offices) expect(words.offices).toContain(office.streetAddress);
    expect(words.founderName).toBe(founder.name);
    expect(words.headOffice).toContain(offices[0]!.city);
    // The spec's "Mon-Fri 9:00-18:00": the 24-hour times as the identity file writes them.
    for (const slot of hours) expect(words.hours).toContain(`${slot.days} ${slot.opens}-${slot.closes}`);
  });

  it.each(["si", "ta", "hi"] as const)(
    "words them in %s with that language's lists and opening-hours template",
    (locale) => {
      const local = testSources(locale);
      const localWords = assistantWords(local);
      const { tag } = LOCALE_INFO[locale];
      const [first, second] = local.identity.contact.phones;
      expect(localWords.phones).toContain(
        new Intl.ListFormat(tag, { type: "disjunction" }).format([
          `${first!.display} (${first!.label})`,
          `${second!.display} (${second!.label})`,
        ]),
      );
      for (const slot of local.identity.hours) {
        expect(localWords.hours).toContain(slot.days);
        expect(localWords.hours).toContain(
          fillTemplate(local.assistant.answers.hours, {
            days: slot.days,
            opens: slot.opens,
            closes: slot.closes,
          }),
        );
      }
      expect(localWords.language).toBe(`${LOCALE_INFO[locale].englishName} (${LOCALE_INFO[locale].name})`);
    },
  );
});

describe("services (services/*.en.yaml)", () => {
  const docs = serviceDocuments(sources, words);

  it("gives every service a document with its page, in the services' order", () => {
    const ordered = [...sources.services].sort((a, b) => a.data.order - b.data.order);
    expect(docs.map((doc) => doc.id)).toEqual(ordered.map((service) => `service:${service.id}`));
    for (const doc of docs) {
      expect(doc.path).toMatch(/^\/services\/[a-z0-9-]+$/);
      expect(doc.answer).toContain(doc.path);
      // A short answer: the service and its page; the details are its facts.
      expect(doc.answer.length).toBeLessThan(400);
      expect(doc.facts.length).toBeGreaterThan(0);
    }
  });

  it("names the packages without a price, with the note under them and the other words for the service", () => {
    const registration = sources.services.find((service) => service.data.packagesNote)!;
    const doc = docs.find((entry) => entry.id === `service:${registration.id}`)!;
    const facts = doc.facts.join(" ");
    expect(facts).toContain(`Each is "${sources.prices.service}"`);
    for (const item of registration.data.packages) expect(facts).toContain(item.name);
    expect(doc.facts).toContain(registration.data.packagesNote);
    const aliases = sources.assistant.services.find(
      (entry) => referencedId(entry.service) === registration.id,
    )!;
    expect(doc.aliases).toContain(aliases.alsoCalled[0]);
  });

  it("lists every service with its page for 'what do you do?'", () => {
    const overview = servicesOverview(sources, words);
    for (const service of sources.services) expect(overview.answer).toContain(`(/services/${service.id})`);
  });

  it.each(["si", "ta", "hi"] as const)("words a service's answer from the %s templates", (locale) => {
    const local = testSources(locale);
    const [doc] = serviceDocuments(local, assistantWords(local));
    const { answers } = local.assistant;
    // Each template's own words (around its placeholders) are in the answer; the English ones are not.
    const facts = doc!.facts.join(" ");
    for (const template of [answers.packages, answers.serviceIncludes])
      for (const part of template.split(/\{[a-zA-Z]+\}/).filter((piece) => piece.trim().length > 1))
        expect(facts).toContain(part.trim());
    for (const part of answers.page.split(/\{[a-zA-Z]+\}/).filter((piece) => piece.trim().length > 1))
      expect(doc!.answer).toContain(part.trim());
    expect(facts).not.toContain("It includes");
    expect(facts).toContain(local.prices.service);
  });
});

describe("topics (assistant/topics/*.en.yaml)", () => {
  it("fills in every word and keeps the topics' order", () => {
    const docs = topicDocuments(sources, { ...words, templateNames: "A (B)" });
    expect(docs).toHaveLength(sources.topics.length);
    for (const doc of docs) expect(`${doc.title} ${doc.aliases} ${doc.answer}`).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it("leaves out a topic that names the templates while the site has none", () => {
    const naming = sources.topics.filter((topic) => topic.data.answer.includes("{templateNames}"));
    expect(naming.length).toBeGreaterThan(0);
    const docs = topicDocuments(sources, { ...words, templateNames: "" });
    expect(docs).toHaveLength(sources.topics.length - naming.length);
  });

  it("marks the topics whose answer uses the pages' price words", () => {
    for (const locale of LOCALES) {
      const local = testSources(locale);
      for (const doc of topicDocuments(local, assistantWords(local)))
        expect(doc.statesPrice).toBe(
          doc.answer.includes(local.prices.service) || doc.answer.includes(local.prices.template),
        );
    }
  });
});

describe("templates and pages", () => {
  it("gives each template its page and never a price", () => {
    const [doc] = templateDocuments({ ...sources, templates: sources.templates.slice(0, 1) });
    expect(doc?.answer).toContain(`/templates/${sources.templates[0]!.id}`);
    expect(doc?.answer).toContain(`"${sources.prices.template}"`);
  });

  it("summarises each page collection there is, with its path", () => {
    const docs = pageDocuments(sources);
    expect(docs.map((doc) => doc.id)).toContain("page:/contact");
    expect(docs.find((doc) => doc.id === "page:/contact")?.answer).toMatch(/See \/contact\.$/);
  });
});

describe("the knowledge in every language", () => {
  const knowledge = testKnowledge();

  it("is what the servers accept, with every word filled in", () => {
    expect(assistantKnowledgeSchema.safeParse(knowledge).success).toBe(true);
    // Two replies keep their words for the answer to fill: the service named, the portfolio's sector.
    const filledAtBuild = Object.fromEntries(
      Object.entries(knowledge.locales).map(([locale, local]) => {
        const { forService: _service, portfolioSector: _sector, ...replies } = local.replies;
        return [locale, { ...local, replies }];
      }),
    );
    expect(JSON.stringify(filledAtBuild)).not.toMatch(
      /\{(?:siteName|assistantName|whatsappLink|phones|infoEmail|title|features|price|path|language)\}/,
    );
  });

  it.each(LOCALES)("gives the AI model its rules and the facts every answer may need, in %s", (locale) => {
    const local = testSources(locale);
    const { systemPrompt, replies } = knowledge.locales[locale];
    expect(systemPrompt).toContain(local.identity.assistant.name);
    expect(systemPrompt).toContain(local.identity.name);
    // The rest of the facts come with each question (server/chat/grounding.ts): the prompt is not the corpus.
    const corpus = buildCorpus(local);
    for (const id of ["topic:about", "topic:contact"])
      expect(systemPrompt).toContain(corpus.find((doc) => doc.id === id)!.answer.split("\n")[0]);
    expect(systemPrompt).not.toContain(corpus.find((doc) => doc.id === "service:seo-optimization")!.answer);
    expect(systemPrompt).toContain(replies.unsure);
    expect(systemPrompt).toContain(LOCALE_INFO[locale].englishName);
  });

  it.each(["si", "ta", "hi"] as const)("lets %s visitors ask in English words too", (locale) => {
    const local = knowledge.locales[locale];
    const english = knowledge.locales.en;
    for (const list of ["stopWords", "greetings", "thanks", "priceWords"] as const) {
      expect(local.matching[list]).toEqual(expect.arrayContaining(english.matching[list]));
      expect(local.matching[list].length).toBeGreaterThan(english.matching[list].length);
    }
    const seo = local.corpus.find((doc) => doc.id === "service:seo-optimization")!;
    expect(seo.aliases).toContain(english.corpus.find((doc) => doc.id === seo.id)!.title);
    expect(seo.answer).not.toBe(english.corpus.find((doc) => doc.id === seo.id)!.answer);
  });

  it("has unique ids in every language", () => {
    for (const { corpus } of Object.values(knowledge.locales))
      expect(new Set(corpus.map((doc) => doc.id)).size).toBe(corpus.length);
  });
});

describe("every language's knowledge", () => {
  it("leaves no {placeholder} in a title, a body or an answer (the home title's {highlight} filled)", () => {
    for (const locale of LOCALES) {
      for (const document of testKnowledge().locales[locale].corpus) {
        for (const text of [document.title, document.body, document.answer])
          expect(text, `${locale} ${document.id}`).not.toMatch(/\{[a-zA-Z]+\}/);
      }
    }
  });
});

describe("the company and the portfolio (team/, pages/about, portfolio/, portfolio-websites/)", () => {
  const corpus = buildCorpus(sources);
  const doc = (id: string) => corpus.find((entry) => entry.id === id)!;

  it("names the founder and every member of the team, with /about", () => {
    const team = doc("company:team");
    expect(team.answer).toContain(sources.identity.founder.name);
    for (const member of sources.team) expect(team.answer).toContain(`${member.name} (${member.role})`);
    expect(team.path).toBe("/about");
  });

  it("gives the about page's figures", () => {
    const figures = doc("company:figures");
    for (const stat of sources.about.whyChooseUs.stats)
      expect(figures.answer).toContain(`${stat.number} ${stat.label}`);
  });

  it("has a document per category of work, its pieces as facts", () => {
    for (const piece of sources.work) {
      const category = corpus.find((entry) => entry.kind === "portfolio" && entry.title === piece.category)!;
      expect(category.facts.some((fact) => fact.startsWith(piece.title))).toBe(true);
      expect(category.answer).toContain("/portfolio");
    }
  });
});
