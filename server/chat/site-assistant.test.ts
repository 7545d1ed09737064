import { describe, expect, it } from "vitest";
import type { Locale } from "#contracts/locales.ts";
import { fillTemplate } from "#contracts/words.ts";
import { testSources } from "#server-data/assistant-knowledge/knowledge.test-helpers.ts";
import { postChat, testApp, testKnowledge } from "./chat.test-helpers.ts";
import { createSiteAssistant, normalizeWord, termProcessor, tokenize } from "./site-assistant.ts";
import { localVisitorQuestions, visitorQuestions } from "./visitor-questions.test-helpers.ts";

const knowledge = testKnowledge();

/** A question or fact of the set with the agency's identity filled in, in the question's language. */
function filled(text: string, locale: Locale = "en"): string {
  const { identity, assistant } = testSources(locale);
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
    const slot = identity.hours[index];
    if (name === "hours" && slot)
      return fillTemplate(assistant.answers.hours, {
        days: slot.days,
        opens: slot.opens,
        closes: slot.closes,
      });
    if (name === "office" && identity.offices[index]) return identity.offices[index].city;
    const fact = facts[name];
    if (fact === undefined)
      throw new Error(`visitor-questions.test-helpers.ts: no fact called ${placeholder}`);
    return fact;
  });
}
const assistant = createSiteAssistant(knowledge.locales.en);

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

/** Letters of each language's script: a reply in that language is written in it. */
const SCRIPT: Record<Exclude<Locale, "en">, RegExp> = {
  si: /\p{Script=Sinhala}/u,
  ta: /\p{Script=Tamil}/u,
  hi: /\p{Script=Devanagari}/u,
};

describe.each(
  Object.entries(localVisitorQuestions) as [Exclude<Locale, "en">, typeof localVisitorQuestions.si][],
)("the keyless assistant on the %s pages", (locale, questions) => {
  const local = createSiteAssistant(knowledge.locales[locale]);

  it("has at least 15 questions in its set", () => {
    expect(questions.length).toBeGreaterThanOrEqual(15);
  });

  it.each(questions)("$question", ({ question, finds, says }) => {
    const reply = local.reply(question);
    if (finds.startsWith("reply:")) expect(reply.kind).toBe(finds.slice("reply:".length));
    else expect(reply.found).toBe(finds);
    for (const phrase of says) expect(reply.text).toContain(filled(phrase, locale));
    // In the page's language: its script, never the English answer.
    expect(reply.text).toMatch(SCRIPT[locale]);
    const english = createSiteAssistant(knowledge.locales.en).reply(question);
    if (english.text !== knowledge.locales.en.replies.unsure) expect(reply.text).not.toBe(english.text);
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
      expect(assistant.answer(question)).toBe(knowledge.locales.en.replies.unsure);
    }
  });

  it("treats a visitor's markup as text", () => {
    const answer = assistant.answer("<img src=x onerror=alert(1)> web design");
    expect(answer).not.toContain("<img");
  });
});

describe("the price rule", () => {
  it.each(["en", "si", "ta", "hi"] as const)(
    "opens a price question about a service with the site's rule and names the service's page, in %s",
    (locale) => {
      const local = knowledge.locales[locale];
      const ask = createSiteAssistant(local);
      const priceWord = local.matching.priceWords[0]!;
      const service = local.corpus.find((doc) => doc.id === "service:photography")!;
      const reply = ask.reply(`${service.title} ${priceWord}`);
      expect(reply.kind).toBe("pricing");
      expect(reply.text.startsWith(local.replies.pricing)).toBe(true);
      expect(reply.text).toContain(service.path);
    },
  );
});

describe("the corpus", () => {
  it.each(["en", "si", "ta", "hi"] as const)("covers every service file with its page, in %s", (locale) => {
    const { services } = testSources(locale);
    const { corpus } = knowledge.locales[locale];
    expect(services.length).toBeGreaterThan(0);
    for (const service of services) {
      const doc = corpus.find((entry) => entry.id === `service:${service.id}`);
      expect(doc?.answer).toContain(`/services/${service.id}`);
      expect(doc?.answer).toContain(service.data.title);
      expect(doc?.path).toBe(`/services/${service.id}`);
    }
    expect(new Set(corpus.map((doc) => doc.id)).size).toBe(corpus.length);
  });
});

describe("words", () => {
  const processTerm = termProcessor(knowledge.locales.en.matching.stopWords);

  it("folds English plurals and drops small words", () => {
    expect(processTerm("Websites")).toBe("website");
    expect(processTerm("business")).toBe("business");
    expect(processTerm("the")).toBeNull();
  });

  it("keeps Sinhala, Tamil and Devanagari words whole, vowel signs and viramas included", () => {
    expect(tokenize("වෙබ් අඩවියක් හදන්න")).toEqual(["වෙබ්", "අඩවියක්", "හදන්න"]);
    expect(tokenize("இணையதளம், விலை?")).toEqual(["இணையதளம்", "விலை"]);
    expect(tokenize("वेबसाइट की क़ीमत।")).toEqual(["वेबसाइट", "की", "क़ीमत"]);
    // A conjunct written with a zero-width joiner is one word, found however it was typed.
    expect(tokenize("ශ්‍රී ලංකාව")).toEqual(["ශ්‍රී", "ලංකාව"]);
    expect(normalizeWord("ශ්‍රී")).toBe(normalizeWord("ශ්රී"));
    // No English plural folding outside Latin letters.
    expect(processTerm("सर्विसेस")).toBe("सर्विसेस");
  });

  it("drops each language's own small words", () => {
    expect(termProcessor(knowledge.locales.si.matching.stopWords)("කරුණාකර")).toBeNull();
    expect(termProcessor(knowledge.locales.ta.matching.stopWords)("தயவுசெய்து")).toBeNull();
    expect(termProcessor(knowledge.locales.hi.matching.stopWords)("कृपया")).toBeNull();
  });
});

describe("the keyless assistant knows the case studies", () => {
  const studies = testSources("en").caseStudies;

  it.each(studies.map((study) => [study.sector, study] as const))(
    "asked for examples in %s, it points to that sector's study and its result",
    (sector, study) => {
      const reply = assistant.reply(`Do you have examples for ${sector.toLowerCase()}?`);
      const rival = studies.find((other) => other !== study && other.sector === study.sector);
      if (rival) expect(reply.found).toMatch(/^case-study:/);
      else expect(reply.found).toBe(`case-study:${study.id}`);
      expect(reply.text).toContain(`/case-studies/${study.id}`);
      const { value, what } = study.results[0]!;
      expect(reply.text).toContain(`${value} ${what}`);
    },
  );

  it("names a study's client when asked about a case study for a service it used", () => {
    const study = studies[0]!;
    const service = testSources("en").services.find((entry) => entry.id === study.services[0])!;
    const reply = assistant.reply(`Is there a case study for ${service.data.title}?`);
    expect(reply.found).toMatch(/^case-study:/);
    const found = studies.find((entry) => reply.found === `case-study:${entry.id}`)!;
    expect(found.services).toContain(service.id);
    expect(reply.text).toContain(found.client);
  });
});

describe("the keyless assistant knows the journal's articles", () => {
  const articles = testSources("en").articles;

  it.each(articles.map((article) => [article.tags[0] ?? article.title, article] as const))(
    "asked for an article about %s, it points to one that covers it",
    (subject) => {
      const reply = assistant.reply(`Do you have an article about ${subject}?`);
      expect(reply.found).toMatch(/^article:/);
      const found = articles.find((entry) => reply.found === `article:${entry.id}`)!;
      expect([...found.tags, found.title].join(" ").toLowerCase()).toContain(subject.toLowerCase());
      expect(reply.text).toContain(`/insights/${found.id}`);
    },
  );

  it("asked for the journal itself, it points to /insights", () => {
    const reply = assistant.reply("Do you have a blog?");
    expect(reply.text).toContain("/insights");
  });
});
