/**
 * How well the keyless assistant answers (not a test): `npm run bench:assistant`. Asks every question of
 * benchmarks/assistant-questions.yaml, in the language its visitor writes in, and grades each answer:
 * correct (every fact and page it must contain, in the visitor's language, or an honest "not sure" where
 * one is right), partly (some of them), wrong, and invented (a figure no content states). Prints a table per
 * topic and per language (median length, right link, p95 latency) and writes benchmarks/assistant.md with the
 * date and the commit.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { load } from "js-yaml";
import { LOCALES, type Locale } from "#contracts/locales.ts";
import { messageLocale } from "#server/chat/message-language.ts";
import { createSiteAssistant } from "#server/chat/site-assistant.ts";
import { testKnowledge } from "#server-data/assistant-knowledge/knowledge.test-helpers.ts";

const ROOT = join(import.meta.dirname, "..", "..");

interface Question {
  topic: string;
  lang: string;
  q: string;
  expect: string[];
  unsure?: boolean;
  /** What the visitor asked before (a follow-up); the assistant's reply to it is in the conversation. */
  after?: string;
}

const { questions } = load(readFileSync(join(ROOT, "benchmarks/assistant-questions.yaml"), "utf8")) as {
  questions: Question[];
};
const knowledge = testKnowledge();
const assistants = Object.fromEntries(
  LOCALES.map((locale) => [locale, createSiteAssistant(knowledge.locales[locale])]),
) as Record<Locale, ReturnType<typeof createSiteAssistant>>;

// Each index is made on its first question, once per server: that is not what a visitor waits for.
for (const assistant of Object.values(assistants)) assistant.reply("website");

/** Every figure the content states, in any language: an answer's figure outside these is invented. */
const figures = (text: string) => (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((f) => f.replace(/,/g, ""));
const stated = new Set(figures(JSON.stringify(knowledge)));

const SCRIPT: Record<Locale, RegExp> = {
  en: /^[^\u0D80-\u0DFF\u0B80-\u0BFF\u0900-\u097F]*$/u,
  si: /[\u0D80-\u0DFF]/u,
  ta: /[\u0B80-\u0BFF]/u,
  hi: /[\u0900-\u097F]/u,
};

interface Graded {
  question: Question;
  grade: "correct" | "partly" | "wrong";
  invented: boolean;
  length: number;
  link: boolean | undefined;
  ms: number;
  text: string;
}

const graded: Graded[] = questions.map((question) => {
  const start = performance.now();
  const locale = messageLocale(question.q, knowledge, "en");
  const conversation = question.after
    ? [
        { sender: "user" as const, text: question.after },
        { sender: "ai" as const, text: assistants[locale].answer(question.after) },
      ]
    : [];
  const reply = assistants[locale].reply(question.q, conversation);
  const ms = performance.now() - start;
  const language = question.lang.replace("-latn", "") as Locale;
  const inLanguage = locale === language && SCRIPT[language].test(reply.text);
  const honest = ["unsure", "notOffered", "polite"].includes(reply.kind);
  const held = question.expect.filter((fact) => reply.text.includes(fact)).length;
  let grade: Graded["grade"];
  if (question.unsure) grade = honest ? "correct" : "wrong";
  else if (honest || held === 0) grade = "wrong";
  else grade = held === question.expect.length && inLanguage ? "correct" : "partly";
  const paths = question.expect.filter((fact) => fact.startsWith("/"));
  return {
    question,
    grade,
    invented: figures(reply.text).some((figure) => !stated.has(figure)),
    length: reply.text.length,
    link: paths.length > 0 ? paths.some((path) => reply.text.includes(path)) : undefined,
    ms,
    text: reply.text,
  };
});

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const row = (name: string, group: Graded[]) => {
  const count = (grade: Graded["grade"]) => group.filter((g) => g.grade === grade).length;
  const linked = group.filter((g) => g.link !== undefined);
  return [
    name,
    group.length,
    `${count("correct")} (${Math.round((100 * count("correct")) / group.length)} %)`,
    count("partly"),
    count("wrong"),
    group.filter((g) => g.invented).length,
    percentile(
      group.map((g) => g.length),
      50,
    ),
    linked.length ? `${linked.filter((g) => g.link).length}/${linked.length}` : "–",
    percentile(
      group.map((g) => g.ms),
      95,
    ).toFixed(2),
  ];
};
const header = [
  "",
  "questions",
  "correct",
  "partly",
  "wrong",
  "invented",
  "median chars",
  "right link",
  "p95 ms",
];
const table = (rows: (string | number)[][]) =>
  [header, header.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
const by = (key: (g: Graded) => string) =>
  [...new Set(graded.map(key))].map((name) =>
    row(
      name,
      graded.filter((g) => key(g) === name),
    ),
  );

const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT }).toString().trim();
const date = new Date().toISOString().slice(0, 10);
const misses = graded
  .filter((g) => g.grade !== "correct" || g.invented)
  .map(
    (g) =>
      `- (${g.grade}${g.invented ? ", invented" : ""}) [${g.question.lang}] ${g.question.q}\n  → ${g.text}`,
  );
const report = [
  "# Assistant answers (keyless)",
  "",
  `\`npm run bench:assistant\` on ${date}, commit ${commit}: ${graded.length} questions of`,
  "`benchmarks/assistant-questions.yaml`, graded automatically (see scripts/bench/assistant.ts). Targets: at",
  "least 90 % correct, no invented figure, median under 400 characters. Latency is in-process, per answer,",
  `on a shared 2-core machine (load average ${loadavg()[0]!.toFixed(1)} when it ran).`,
  "",
  "## By topic",
  "",
  table([...by((g) => g.question.topic), row("all", graded)]),
  "",
  "## By language (-latn: written in Latin letters)",
  "",
  table(by((g) => g.question.lang)),
  "",
  "## Answers not graded correct",
  "",
  ...(misses.length ? misses : ["None."]),
  "",
].join("\n");
console.log(report);
if (!process.argv.includes("--no-write")) writeFileSync(join(ROOT, "benchmarks/assistant.md"), report);
