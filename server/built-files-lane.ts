import { maxHeaderSize, type Server, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { answer } from "./file-store.ts";
import { builtFile, type LoadedSite } from "./static-site.ts";

/**
 * The fast lane in front of node:http (decision 0015): while every request on a connection is a plain HTTP/1.1
 * GET or HEAD of a built page or file, whole in what has arrived, it is answered here with bytes made at start
 * (the same bytes node:http would write, Date aside). At the first request that is anything else (another
 * method, a body, an unknown or encoded path, an odd or unfinished head), the connection goes to node:http for
 * good, with every byte not yet answered, and node:http (llhttp) parses, limits and times it as always.
 *
 * The lane only ever answers requests that cannot carry a body, so it never has to agree with node:http on where
 * a message ends: it reads the head, which it accepts only in its strictest form.
 */
export interface BuiltFilesLane {
  /** Ends every connection the lane holds (all are idle between requests): for a graceful stop. */
  closeIdleConnections(): void;
}

/** What the lane needs of a request head; anything it does not understand sends the connection on. */
export interface PlainRequest {
  method: "GET" | "HEAD";
  /** The path, the query aside. */
  path: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  /** `Connection: close`: answer, then end the connection. */
  close: boolean;
}

// `GET /path?query HTTP/1.1`: origin form only, no percent-encoding in the path (the built paths have none; the
// slow path decodes), a query of URI characters.
const REQUEST_LINE =
  /^(GET|HEAD) (\/[A-Za-z0-9\-._~!$&'()*+,;=:@/]*)(?:\?[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*)? HTTP\/1\.1$/;
// `Name: value`: a token, the colon straight after it, a value of visible characters and inner spaces.
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*([\t -~\x80-\xff]*?)[ \t]*$/;
// Headers that can give a GET a body, change the protocol or ask for a step the lane does not take.
const NOT_PLAIN = new Set(["content-length", "transfer-encoding", "expect", "upgrade", "http2-settings"]);
const READ_ONCE = new Set(["host", "accept-encoding", "if-none-match", "connection"]);

/** The request head (the text before its blank line, latin1) as the lane reads it, or undefined. */
export function parsePlainRequest(head: string): PlainRequest | undefined {
  const lines = head.split("\r\n");
  const line = REQUEST_LINE.exec(lines[0] ?? "");
  if (!line) return undefined;
  const seen = new Map<string, string>();
  for (let i = 1; i < lines.length; i++) {
    const header = HEADER_LINE.exec(lines[i] as string);
    if (!header) return undefined; // bare LF, folded or malformed lines: node:http's to judge
    const name = (header[1] as string).toLowerCase();
    if (NOT_PLAIN.has(name)) return undefined;
    if (READ_ONCE.has(name)) {
      if (seen.has(name)) return undefined; // node:http joins or refuses repeats
      seen.set(name, header[2] as string);
    }
  }
  if (!seen.get("host")) return undefined; // node:http answers 400
  const connection = (seen.get("connection") ?? "")
    .toLowerCase()
    .split(",")
    .map((token) => token.trim());
  if (connection.includes("upgrade")) return undefined;
  return {
    method: line[1] as "GET" | "HEAD",
    path: line[2] as string,
    acceptEncoding: seen.get("accept-encoding"),
    ifNoneMatch: seen.get("if-none-match"),
    close: connection.includes("close"),
  };
}

/** Status line and stored headers, as bytes, per headers object (made at start) and status. */
const heads = new WeakMap<Record<string, string>, Map<number, Buffer>>();
function headBytes(headers: Record<string, string>, status: number): Buffer {
  let byStatus = heads.get(headers);
  if (!byStatus) {
    byStatus = new Map();
    heads.set(headers, byStatus);
  }
  const made = byStatus.get(status);
  if (made) return made;
  let text = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n`;
  for (const [name, value] of Object.entries(headers)) text += `${name}: ${value}\r\n`;
  const bytes = Buffer.from(text, "latin1");
  byStatus.set(status, bytes);
  return bytes;
}

/** `Date:` as node:http writes it, made once a second. */
let dateSecond = -1;
let dateLine = "";
function currentDateLine(): string {
  const second = Math.floor(Date.now() / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateLine = `Date: ${new Date(second * 1000).toUTCString()}\r\n`;
  }
  return dateLine;
}

/**
 * Puts the lane in front of `server`'s own handling of each connection. `server` keeps listening, its options
 * (timeouts, header size) keep applying to every connection it is given, and its `request` listener answers
 * whatever the lane sends on.
 */
export function answerBuiltFilesFirst(server: Server, site: LoadedSite): BuiltFilesLane {
  const [httpConnection, ...others] = server.listeners("connection") as ((socket: Socket) => void)[];
  if (!httpConnection || others.length > 0)
    throw new Error("The built files' lane goes in front of node:http's own connection listener only.");
  server.removeListener("connection", httpConnection);

  /** The lane's connections, each with how to close it if it is idle. */
  const held = new Map<Socket, () => void>();
  const keepAliveTail = () =>
    server.keepAliveTimeout
      ? `Connection: keep-alive\r\nKeep-Alive: timeout=${Math.floor(server.keepAliveTimeout / 1000)}\r\n\r\n`
      : "Connection: keep-alive\r\n\r\n";

  server.on("connection", (socket: Socket) => {
    let pending = ""; // bytes received and not answered yet, latin1
    let answered = 0;

    /** No more requests on this connection: those already answered are flushed, then it ends. */
    const finish = () => {
      held.delete(socket);
      socket.off("data", onData);
      socket.off("drain", onDrain);
      socket.end();
      socket.resume(); // read and drop whatever else comes, until the client closes or the timeout
    };
    /** The connection, with what is left unanswered, to node:http for the rest of its life. */
    const handOver = () => {
      held.delete(socket);
      stopListening();
      socket.setTimeout(0);
      httpConnection.call(server, socket);
      if (pending) socket.emit("data", Buffer.from(pending, "latin1"));
      pending = "";
    };

    const answerPending = () => {
      while (pending) {
        const end = pending.indexOf("\r\n\r\n");
        if (end === -1 || end > maxHeaderSize) return handOver();
        const request = parsePlainRequest(pending.slice(0, end));
        const found = request && builtFile(site, request.path);
        if (!request || !found) return handOver();
        pending = pending.slice(end + 4);
        answered++;

        const { status, headers, body } = answer(found.file, found.status, request);
        socket.cork();
        socket.write(headBytes(headers, status));
        socket.write(currentDateLine() + (request.close ? "Connection: close\r\n\r\n" : keepAliveTail()));
        if (body) socket.write(body);
        socket.uncork();
        if (request.close) return finish();
        if (socket.writableNeedDrain) {
          // The client reads slower than it asks: read no more until it has taken what was written.
          socket.pause();
          return;
        }
      }
    };

    const onData = (chunk: Buffer) => {
      pending += chunk.toString("latin1");
      answerPending();
    };
    const onDrain = () => {
      socket.resume();
      answerPending();
    };
    // Idle: a connection that has had answers closes as node:http's keep-alive does; one that has sent nothing
    // yet goes to node:http, whose header and request timeouts then apply.
    const onTimeout = () => (answered > 0 ? socket.destroy() : handOver());
    const onEnd = () => socket.end(); // the client is done (the server allows half-open sockets)
    const onError = () => socket.destroy();
    const onClose = () => held.delete(socket);
    socket.on("data", onData);
    socket.on("drain", onDrain);
    socket.on("timeout", onTimeout);
    socket.on("end", onEnd);
    socket.on("error", onError);
    socket.on("close", onClose);
    const stopListening = () => {
      socket.off("data", onData);
      socket.off("drain", onDrain);
      socket.off("timeout", onTimeout);
      socket.off("end", onEnd);
      socket.off("error", onError);
      socket.off("close", onClose);
    };
    // keepAliveTimeoutBuffer is newer than some Node 22 releases package.json allows; without it, node:http times
    // an idle socket out at the keep-alive timeout itself.
    socket.setTimeout(server.keepAliveTimeout + (server.keepAliveTimeoutBuffer ?? 0));
    held.set(socket, () => {
      if (!pending) finish();
    });
  });

  return {
    closeIdleConnections() {
      for (const closeIfIdle of [...held.values()]) closeIfIdle();
    },
  };
}
