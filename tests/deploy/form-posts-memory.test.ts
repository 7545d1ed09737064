/**
 * Nothing a visitor sends is held that is not needed: the Node server (`node server/index.ts`) reads a form or
 * chat body only up to its limit (contracts/), and its memory stays flat under many posts at once, whether they
 * are at the limit or far past it (each connection sending megabytes until it is answered).
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_LIMITS } from "#contracts/chat-limits.ts";
import { FORM_MAX_BODY_BYTES } from "#contracts/enquiry-forms/settings.ts";
import { forgetPeak, memoryOf, startNodeServer } from "./helpers.ts";

const MB = 1024 * 1024;
/** How far the server's peak memory may rise above where it started (a 32 MB body held 20 times is 640 MB). */
const MEMORY_BOUND = 96 * MB;

/**
 * Posts a chunked body to `path` from a raw socket, writing 64 KB chunks until `total` bytes are sent or the
 * server answers; resolves with the status it answered.
 */
function postChunked(
  client: number,
  port: number,
  path: string,
  contentType: string,
  total: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    // Each post from an address of its own: the limit of 20 a minute per visitor is not what this measures.
    const socket = connect({
      port,
      host: "127.0.0.1",
      localAddress: `127.0.${Math.floor(client / 250)}.${(client % 250) + 2}`,
    });
    let received = "";
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, "a");
    socket.on("connect", async () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      for (let sent = 0; sent < total && !answered && !socket.destroyed; sent += chunk.length) {
        const part = chunk.subarray(0, Math.min(chunk.length, total - sent));
        const more =
          socket.write(`${part.length.toString(16)}\r\n`) && socket.write(part) && socket.write("\r\n");
        if (!more) await new Promise((drained) => socket.once("drain", drained).once("close", drained));
      }
      if (!socket.destroyed) socket.end("0\r\n\r\n");
    });
    socket.on("data", (data) => {
      received += data.toString("latin1");
      if (!answered && received.includes("\r\n")) {
        answered = true;
        resolve(Number(received.split(" ")[1]));
        socket.destroy();
      }
    });
    socket.on("error", (error) => (answered ? undefined : reject(error)));
    socket.on("close", () => (answered ? undefined : resolve(Number(received.split(" ")[1]) || 0)));
  });
}

describe("the Node server's memory under concurrent posts", () => {
  let server: Awaited<ReturnType<typeof startNodeServer>>;
  let pid: number;
  beforeAll(async () => {
    server = await startNodeServer();
    pid = server.process.pid!;
  });
  afterAll(() => server?.stop());

  it("stays flat under 20 form and 20 chat posts at their limits and 20 of each sending 32 MB", async () => {
    const start = memoryOf(pid);
    // Forget the peak so far (the start-up): only what the posts add counts.
    forgetPeak(pid);
    const form = "application/x-www-form-urlencoded";
    const json = "application/json";
    const posts = [
      ...Array(20).fill(["/api/forms/quote", form, FORM_MAX_BODY_BYTES]),
      ...Array(20).fill(["/api/chat", json, CHAT_LIMITS.maxBodyBytes]),
      ...Array(20).fill(["/api/forms/quote", form, 32 * MB]),
      ...Array(20).fill(["/api/chat", json, 32 * MB]),
    ] as [string, string, number][];
    const statuses = await Promise.all(
      posts.map(([path, type, total], client) => postChunked(client, server.port, path, type, total)),
    );
    const after = memoryOf(pid);
    // At the limit: read whole and answered (a form of one long field: 422; a chat body that is not JSON: 400).
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(422));
    expect(statuses.slice(20, 40)).toEqual(Array(20).fill(400));
    // Past it: 413 as soon as the limit is crossed (a sender that keeps writing may see the connection reset).
    for (const status of statuses.slice(40)) expect([413, 0]).toContain(status);
    expect(statuses.slice(40)).toContain(413);
    expect(
      after.peak - start.rss,
      `peak ${Math.round(after.peak / MB)} MB from ${Math.round(start.rss / MB)} MB`,
    ).toBeLessThan(MEMORY_BOUND);
  }, 120_000);
});
