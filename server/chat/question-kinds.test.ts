/**
 * Each kind of question the keyless assistant recognises, in each language, asked with that language's own
 * words from the content (`intents` and `matching` of assistant.<lang>.yaml), so changing the words or the
 * copy breaks nothing here; plus the language of a message, follow-ups and messages with several questions.
 */
import { describe, expect, it } from "vitest";
import type { Intent } from "#contracts/assistant-knowledge.ts";
import { LOCALES, type Locale } from "#contracts/locales.ts";
import { testKnowledge } from "./chat.test-helpers.ts";
import { messageLocale } from "./message-language.ts";
import { createSiteAssistant } from "./site-assistant.ts";

const knowledge = testKnowledge();
const english = knowledge.locales.en;

/**
 * The language's own first words for a kind of question (its list comes first, the English ones after) that
 * are more than small words ("who are you?" alone is answered with the greeting).
 */
const own = (locale: Locale, intent: Intent) => {
  const { intents, matching } = knowledge.locales[locale];
  const small = new Set(matching.stopWords);
  return intents[intent].find((phrase) => phrase.split(" ").some((word) => !small.has(word)))!;
};

describe.each(LOCALES)("the kinds of question, in %s", (locale) => {
  const local = knowledge.locales[locale];
  const assistant = createSiteAssistant(local);

  it.each([
    ["time", "topic:timeline"],
    ["company", "topic:about"],
    ["team", "company:team"],
    ["figures", "company:figures"],
    ["contact", "topic:contact"],
    ["hours", "topic:hours"],
    ["offices", "topic:offices"],
  ] as const)("routes a %s question to %s", (intent, id) => {
    const reply = assistant.reply(`${own(locale, intent)}?`);
    // Contact, hours and offices may give way to a topic that says more; never to a search's guess.
    if (["contact", "hours", "offices"].includes(intent)) expect(reply.found).toMatch(/^topic:/);
    else expect(reply.found).toBe(id);
    const doc = local.corpus.find((entry) => entry.id === reply.found)!;
    expect(reply.text).toContain(doc.answer);
  });

  it("opens a price question with the site's rule", () => {
    const reply = assistant.reply(`${local.matching.priceWords[0]}?`);
    expect(reply.kind).toBe("pricing");
    expect(reply.text).toContain("/get-quote");
  });

  it("takes every price word of the language for a price question about a service, never for its timeline", () => {
    // "How much for a logo?" in Sinhala once got the timeline: a price word must not also be a time word.
    const service = local.corpus.find((doc) => doc.kind === "service")!;
    for (const word of local.matching.priceWords) {
      const reply = assistant.reply(`${service.title} ${word}?`);
      expect(reply.kind, `"${service.title} ${word}?"`).toBe("pricing");
    }
  });

  it("answers a discount question: none is published", () => {
    expect(assistant.answer(`${own(locale, "discount")}?`)).toBe(local.replies.discount);
  });

  it("says what happens to chat text and who gets enquiry data", () => {
    expect(assistant.answer(`${own(locale, "chat")}?`)).toBe(local.replies.chatPrivacy);
    expect(assistant.answer(`${own(locale, "data")}?`)).toBe(local.replies.enquiryData);
    expect(local.replies.chatPrivacy).toContain("/privacy-policy");
  });

  it("never says yes to a thing the site does not list", () => {
    for (const entry of local.intents.notOffered) {
      const reply = assistant.reply(`${own(locale, "offered")} ${entry.words[0]}?`);
      expect(reply.kind).toBe("notOffered");
      expect(reply.text).toBe(entry.answer);
      expect(reply.text).toMatch(/\/services\/[a-z-]+/);
    }
  });

  it("answers rudeness and prompt injection politely and briefly, revealing nothing", () => {
    for (const intent of ["rude", "injection"] as const) {
      const reply = assistant.reply(`${own(locale, intent)} ${english.intents.injection[0]}`);
      expect(reply.kind).toBe("polite");
      expect(reply.text).not.toContain(local.systemPrompt.slice(0, 40));
      expect(reply.text.length).toBeLessThan(400);
    }
  });

  it("points a template question to the catalogue or the template, and work to the portfolio", () => {
    expect(assistant.reply(own(locale, "template")).text).toMatch(/\/shopping|\/templates\//);
    expect(assistant.reply(own(locale, "portfolio")).text).toContain("/portfolio");
  });

  it("says it is not sure when nothing covers the question", () => {
    expect(assistant.reply("zxqv blorp quux").kind).toBe("unsure");
  });

  it("answers in the message's script, whatever the page", () => {
    const question = own(locale, "time");
    for (const page of LOCALES)
      if (!/^[a-z ]+$/.test(question)) expect(messageLocale(question, knowledge, page)).toBe(locale);
  });

  it.runIf(locale !== "en")("understands the language written in Latin letters", () => {
    const romanised = local.matching.romanised;
    expect(romanised.length).toBeGreaterThan(0);
    expect(messageLocale(`website ${romanised[0]}?`, knowledge, "en")).toBe(locale);
    // Its romanised words for the kinds of question are recognised too.
    const latinTime = local.intents.time.find(
      (phrase) => /^[a-z ]+$/.test(phrase) && !english.intents.time.includes(phrase),
    );
    if (latinTime) expect(createSiteAssistant(local).reply(latinTime).found).toBe("topic:timeline");
  });
});

describe("the conversation", () => {
  const assistant = createSiteAssistant(english);
  const web = english.corpus.find((doc) => doc.id === "service:web-design-development")!;

  it("answers a follow-up with the service asked about before", () => {
    const conversation = [
      {
        sender: "user" as const,
        text: `Do you build a ${english.corpus.find((d) => d.id === web.id)!.aliases.split(" · ")[0]}?`,
      },
      { sender: "ai" as const, text: web.answer },
    ];
    const reply = assistant.reply(`ok and ${english.intents.time[0]} would that take?`, conversation);
    expect(reply.found).toBe("topic:timeline");
    expect(reply.text).toContain(web.path);
  });

  it("gives a short answer to each question of a message", () => {
    const reply = assistant.answer(
      `${english.intents.time[0]}? ${english.intents.offices[0]}? ${english.intents.team[0]}?`,
    );
    const doc = (id: string) => english.corpus.find((entry) => entry.id === id)!.answer;
    expect(reply).toContain(doc("topic:timeline"));
    expect(reply).toContain(doc("company:team"));
  });

  it("keeps English for an English question on any page, and the page's language for a bare brand word", () => {
    expect(messageLocale("Do you build websites?", knowledge, "si")).toBe("en");
    expect(messageLocale("SEO?", knowledge, "ta")).toBe("ta");
  });
});

describe("a service the staff add later", () => {
  it("is answered even when its name is among the things not offered", () => {
    const [entry] = english.intents.notOffered;
    const name = entry!.words.find((words) => words.includes(" "))!;
    const base = english.corpus.find((doc) => doc.kind === "service" && doc.id !== entry!.closest)!;
    const added = { ...base, id: "service:added", title: name, aliases: "", path: "/services/added" };
    added.answer = `${name}. See ${added.path}.`;
    const assistant = createSiteAssistant({ ...english, corpus: [...english.corpus, added] });
    expect(assistant.reply(`${english.intents.offered[0]} ${name}?`).found).toBe("service:added");
  });
});
