import { describe, expect, it } from "vitest";
import { assistantKnowledgeSchema } from "../contracts/assistant-knowledge.ts";
import { buildAssistantKnowledge, buildCorpus } from "./build-knowledge.ts";
import { pageDocuments } from "./pages.ts";
import { referencedId, serviceDocuments, servicesOverview } from "./services.ts";
import { readAssistantSources } from "./sources.ts";
import { templateDocuments } from "./templates.ts";
import { topicDocuments } from "./topics.ts";
import { assistantWords } from "./words.ts";

const sources = readAssistantSources();
const words = assistantWords(sources);

describe("the assistant's words come from the identity file", () => {
  it("builds contact values from identity.en.yaml", () => {
    const { contact, offices, founder } = sources.identity;
    expect(words.whatsappLink).toBe(`https://wa.me/${contact.whatsappNumber}`);
    for (const phone of contact.phones) expect(words.phones).toContain(phone.display);
    for (const office of offices) expect(words.offices).toContain(office.streetAddress);
    expect(words.founderName).toBe(founder.name);
    expect(words.headOffice).toBe(`${offices[0]!.city}, ${offices[0]!.country}`);
  });
});

describe("services (services/*.en.yaml)", () => {
  const docs = serviceDocuments(sources.services, sources.assistant, words);

  it("gives every service a document with its page, in the services' order", () => {
    const ordered = [...sources.services].sort((a, b) => a.data.order - b.data.order);
    expect(docs.map((doc) => doc.id)).toEqual(ordered.map((service) => `service:${service.id}`));
    for (const doc of docs) expect(doc.answer).toMatch(/Details: \/services\/[a-z0-9-]+ · Free quote/);
  });

  it("names the packages without a price, with the note under them and the other words for the service", () => {
    const registration = sources.services.find((service) => service.data.packagesNote)!;
    const doc = docs.find((entry) => entry.id === `service:${registration.id}`)!;
    expect(doc.answer).toContain('Each is "Contact for Pricing"');
    expect(doc.answer).toContain(registration.data.packagesNote);
    const aliases = sources.assistant.services.find(
      (entry) => referencedId(entry.service) === registration.id,
    )!;
    expect(doc.aliases).toContain(aliases.alsoCalled[0]);
  });

  it("lists every service with its page for 'what do you do?'", () => {
    const overview = servicesOverview(sources.services, sources.assistant, words);
    for (const service of sources.services) expect(overview.answer).toContain(`(/services/${service.id})`);
  });
});

describe("topics (assistant/topics/*.en.yaml)", () => {
  it("fills in every word and keeps the topics' order", () => {
    const docs = topicDocuments(sources.topics, { ...words, templateNames: "A (B)" });
    expect(docs).toHaveLength(sources.topics.length);
    for (const doc of docs) expect(`${doc.title} ${doc.aliases} ${doc.answer}`).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it("leaves out a topic that names the templates while the site has none", () => {
    const naming = sources.topics.filter((topic) => topic.data.answer.includes("{templateNames}"));
    expect(naming.length).toBeGreaterThan(0);
    const docs = topicDocuments(sources.topics, { ...words, templateNames: "" });
    expect(docs).toHaveLength(sources.topics.length - naming.length);
  });
});

describe("templates and pages", () => {
  it("gives each template its page and never a price", () => {
    const [template] = sources.templates;
    const [doc] = templateDocuments([template!]);
    expect(doc?.answer).toContain(`/templates/${template!.id}`);
    expect(doc?.answer).toContain('"Contact for Pricing"');
  });

  it("summarises each page collection there is, with its path", () => {
    const docs = pageDocuments(sources.pages);
    expect(docs.map((doc) => doc.id)).toContain("page:/contact");
    expect(docs.find((doc) => doc.id === "page:/contact")?.answer).toMatch(/See \/contact\.$/);
  });
});

describe("buildAssistantKnowledge", () => {
  const knowledge = buildAssistantKnowledge(sources);

  it("is what the servers accept, with every word filled in", () => {
    expect(assistantKnowledgeSchema.safeParse(knowledge).success).toBe(true);
    expect(JSON.stringify(knowledge)).not.toMatch(
      /\{(?:siteName|assistantName|whatsappLink|phones|infoEmail)\}/,
    );
  });

  it("gives the AI model the same facts the keyless assistant searches, and who it is", () => {
    const { name, assistant } = sources.identity;
    expect(knowledge.systemPrompt).toContain(`You are ${assistant.name}`);
    expect(knowledge.systemPrompt).toContain(name);
    for (const doc of buildCorpus(sources).filter((entry) => entry.kind !== "page"))
      expect(knowledge.systemPrompt).toContain(doc.answer.split("\n")[0]);
    expect(knowledge.systemPrompt).toContain(knowledge.replies.unsure);
  });

  it("has unique ids", () => {
    expect(new Set(knowledge.corpus.map((doc) => doc.id)).size).toBe(knowledge.corpus.length);
  });
});
