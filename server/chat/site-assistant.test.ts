import { describe, expect, it } from "vitest";
import { testSources } from "../../assistant-knowledge/knowledge.test-helpers.ts";
import { postChat, testApp, testKnowledge } from "./chat.test-helpers.ts";
import { createSiteAssistant, processTerm } from "./site-assistant.ts";
import { visitorQuestions } from "./visitor-questions.ts";

const knowledge = testKnowledge();
const { identity } = testSources();

/** A question or fact of the set with the agency's identity filled in (see visitor-questions.ts). */
function filled(text: string): string {
  const facts: Record<string, string> = {
    siteName: identity.name,
    assistantName: identity.assistant.name,
    founder: identity.founder.name,
    photographyArm: identity.photographyArm,
    phone: identity.contact.phones[0]!.display,
    email: identity.contact.emails.info,
    whatsappUrl: `https://wa.me/${identity.contact.whatsappNumber}`,
  };
  return text.replace(/\{(\w+)(?::(\d+))?\}/g, (placeholder, name: string, nth?: string) => {
    const index = Number(nth) - 1;
    if (name === "hours" && identity.hours[index])
      return `${identity.hours[index].days} ${identity.hours[index].opens}-${identity.hours[index].closes}`;
    if (name === "office" && identity.offices[index]) return identity.offices[index].city;
    const fact = facts[name];
    if (fact === undefined) throw new Error(`visitor-questions.ts: no fact called ${placeholder}`);
    return fact;
  });
}
const assistant = createSiteAssistant(knowledge);

describe("the keyless assistant answers visitors' questions from the content", () => {
  it("has at least 40 questions in its set", () => {
    expect(visitorQuestions.length).toBeGreaterThanOrEqual(40);
  });

  it.each(visitorQuestions)("%s", (question, mustContain) => {
    const answer = assistant.answer(filled(question));
    for (const fact of mustContain) expect(answer).toContain(filled(fact));
  });

  it("answers the same through POST /api/chat", async () => {
    const app = testApp();
    const res = await postChat(app, { message: "How much for each additional director?", conversation: [] });
    expect(((await res.json()) as { response: string }).response).toContain("Rs.3,000.00");
  });
});

describe("honesty", () => {
  // Any figure with a currency in an answer must be one the agency states: the director fee, or the
  // lowest budget bracket of the contact form.
  const priceLike = /(?:Rs\.?|LKR|INR|\$|USD)\s?\d[\d,]*(?:\.\d+)?/g;
  const statedFigures = ["Rs.3,000.00", "LKR 50,000"];

  it.each(visitorQuestions.filter(([question]) => /price|cost|charge|rate|how much/i.test(question)))(
    "never invents a price: %s",
    (question) => {
      const answer = assistant.answer(question);
      expect(answer.includes("Contact for Pricing") || answer.includes("Rs.3,000.00")).toBe(true);
      for (const figure of answer.match(priceLike) ?? []) expect(statedFigures).toContain(figure);
    },
  );

  it("says it is not sure, with the quote page and WhatsApp, for questions outside the content", () => {
    for (const question of [
      "Tell me a joke about penguins",
      "zxqv blorp",
      "What's the weather in Kandy tomorrow?",
    ]) {
      expect(assistant.answer(question)).toBe(knowledge.replies.unsure);
    }
  });

  it("treats a visitor's markup as text", () => {
    const answer = assistant.answer("<img src=x onerror=alert(1)> web design");
    expect(answer).not.toContain("<img");
  });
});

describe("the corpus", () => {
  const { corpus } = knowledge;

  it("covers every service file with its page", () => {
    const { services } = testSources();
    expect(services.length).toBeGreaterThan(0);
    for (const service of services) {
      const doc = corpus.find((entry) => entry.id === `service:${service.id}`);
      expect(doc?.answer).toContain(`/services/${service.id}`);
      expect(doc?.answer).toContain(service.data.title);
    }
  });

  it("has unique ids", () => {
    expect(new Set(corpus.map((doc) => doc.id)).size).toBe(corpus.length);
  });

  it("folds plurals and drops small words", () => {
    expect(processTerm("Websites")).toBe("website");
    expect(processTerm("business")).toBe("business");
    expect(processTerm("the")).toBeNull();
  });
});
