/**
 * Load benchmark of POST /api/chat with the keyless assistant, on loopback (not a test).
 *   npm run bench:chat -- [--duration 10] [--concurrency 32]
 * The server runs in a child process (the real app over the real build, rate limit lifted); this process
 * sends requests from `concurrency` keep-alive loops for `duration` seconds per scenario and prints
 * requests per second, p50/p99 latency and the server's memory before and after, next to the same server's
 * static 404 page as a baseline. Needs `npm run build` first.
 */
import { fork } from "node:child_process";
import { Agent, request } from "node:http";
import { join } from "node:path";
import { parseArgs } from "node:util";

const ROOT = join(import.meta.dirname, "..", "..");

interface Memory {
  rssMb: number;
  heapUsedMb: number;
}

if (process.argv.includes("--serve")) {
  // Child: the app, as server/index.ts builds it, but without the per-client limit (all load comes from one address).
  const { serve } = await import("@hono/node-server");
  const { createApp } = await import("#server/app.ts");
  const { parseServerEnv } = await import("#server/env.ts");
  const { loadSite } = await import("#server/static-site.ts");
  const { testKnowledge } = await import("#server-data/assistant-knowledge/knowledge.test-helpers.ts");
  const env = parseServerEnv({ ...process.env, GEMINI_API_KEY: "" });
  const app = createApp({
    env,
    site: loadSite(join(ROOT, env.BUILD_DIR)),
    knowledge: testKnowledge(),
    forms: (await import("#server-data/enquiry-forms/read-enquiry-forms.ts")).readEnquiryForms(),
    chat: { rateLimit: { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 } },
  });
  const memory = (): Memory => {
    const usage = process.memoryUsage();
    return { rssMb: usage.rss / 2 ** 20, heapUsedMb: usage.heapUsed / 2 ** 20 };
  };
  process.on("message", (message) => {
    if (message === "memory") {
      globalThis.gc?.();
      process.send?.({ memory: memory() });
    }
  });
  serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => process.send?.({ port: info.port }));
} else {
  const { values } = parseArgs({
    options: { duration: { type: "string", default: "10" }, concurrency: { type: "string", default: "32" } },
  });
  const durationMs = Number(values.duration) * 1000;
  const concurrency = Number(values.concurrency);
  const { visitorQuestions } = await import("#server/chat/visitor-questions.test-helpers.ts");

  const child = fork(join(import.meta.dirname, "chat.ts"), ["--serve"], {
    execArgv: ["--expose-gc"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const nextMessage = <T>(key: string) =>
    new Promise<T>((resolve) => {
      const onMessage = (message: Record<string, unknown>) => {
        if (key in message) {
          child.off("message", onMessage);
          resolve(message[key] as T);
        }
      };
      child.on("message", onMessage);
    });
  const port = await nextMessage<number>("port");
  const memory = () => {
    const reply = nextMessage<Memory>("memory");
    child.send("memory");
    return reply;
  };

  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  function send(method: string, path: string, body?: string) {
    return new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          method,
          path,
          agent,
          headers: body
            ? { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) }
            : {},
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  }

  async function run(
    name: string,
    make: (i: number) => [method: string, path: string, body?: string],
    expected: number,
  ) {
    for (let i = 0; i < 200; i++) await send(...make(i)); // warm-up
    const before = await memory();
    const latencies: number[] = [];
    let failures = 0;
    let counter = 0;
    const end = performance.now() + durationMs;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < end) {
          const started = performance.now();
          const status = await send(...make(counter++));
          latencies.push(performance.now() - started);
          if (status !== expected) failures++;
        }
      }),
    );
    const after = await memory();
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    return {
      scenario: name,
      requests: latencies.length,
      "req/s": Math.round(latencies.length / (durationMs / 1000)),
      "p50 ms": Number(at(0.5).toFixed(2)),
      "p99 ms": Number(at(0.99).toFixed(2)),
      "unexpected status": failures,
      "rss MB before→after": `${before.rssMb.toFixed(1)} → ${after.rssMb.toFixed(1)}`,
      "heap MB before→after": `${before.heapUsedMb.toFixed(1)} → ${after.heapUsedMb.toFixed(1)}`,
    };
  }

  const chatBody = (i: number) => {
    const [question] = visitorQuestions[i % visitorQuestions.length]!;
    return JSON.stringify({ message: question, conversation: [{ sender: "ai", text: "Hi, I'm Seren." }] });
  };
  console.log(
    `Benchmark: ${concurrency} concurrent keep-alive connections, ${durationMs / 1000} s per scenario, loopback.`,
  );
  const results = [
    await run("GET unknown page (static 404, baseline)", () => ["GET", "/no-such-page"], 404),
    await run("POST /api/chat (keyless assistant)", (i) => ["POST", "/api/chat", chatBody(i)], 200),
    await run("POST /api/chat, bad JSON (400)", () => ["POST", "/api/chat", "{oops"], 400),
  ];
  console.table(results);

  // The assistant alone, without HTTP: what one answer costs in CPU.
  const { createSiteAssistant } = await import("#server/chat/site-assistant.ts");
  const { testKnowledge } = await import("#server-data/assistant-knowledge/knowledge.test-helpers.ts");
  const assistant = createSiteAssistant(testKnowledge().locales.en);
  const rounds = 2000;
  const started = performance.now();
  for (let i = 0; i < rounds; i++) assistant.answer(visitorQuestions[i % visitorQuestions.length]![0]);
  const perAnswer = (performance.now() - started) / rounds;
  console.log(
    `In-process site assistant: ${perAnswer.toFixed(3)} ms per answer (${Math.round(1000 / perAnswer)} answers/s on one core).`,
  );
  agent.destroy();
  child.kill();
}
