import { createServer, type RequestListener, type Server } from "node:http";
import type { Duplex } from "node:stream";
import { getRequestListener, RequestError } from "@hono/node-server";
import { errorClass, type Log, log as serverLog } from "./log.ts";
import { baseHeaders } from "./security-headers.ts";

/**
 * The answers the Node server gives before its Hono app can: a request @hono/node-server cannot turn into a
 * Request (`OPTIONS *`, a backslash in the path, a Host that is not one), and a request node:http itself cannot
 * read (a malformed request line or header, a head too large, a head or body too slow). Each carries the base
 * security headers (server/security-headers.ts) and `Cache-Control: no-store`, and logs one line with its
 * status and the error's class or code; nothing the client sent is written back or logged.
 */

const NODE_ERROR_HEADERS: Record<string, string> = { ...baseHeaders, "Cache-Control": "no-store" };

/** The Hono app behind node:http, with its own answer for requests the adapter refuses. */
function honoListener(fetch: (request: Request) => Response | Promise<Response>, log: Log = serverLog) {
  return getRequestListener(fetch, {
    errorHandler: (error) => {
      const status = error instanceof RequestError ? 400 : 500;
      log(status === 400 ? "warn" : "error", "request.failed", { status, error: errorClass(error) });
      return new Response(null, { status, headers: NODE_ERROR_HEADERS });
    },
  }) satisfies RequestListener;
}

/** What node:http answers each of its parser's errors with (the statuses Node's own handler uses). */
function statusOf(code: string | undefined): { status: number; reason: string } {
  if (code === "HPE_HEADER_OVERFLOW") return { status: 431, reason: "Request Header Fields Too Large" };
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return { status: 408, reason: "Request Timeout" };
  return { status: 400, reason: "Bad Request" };
}

/** A parser error's code when it is one of node's (`HPE_…`, `ERR_…`), for the log. */
const safeCode = (code: unknown) =>
  typeof code === "string" && /^[A-Z][A-Z0-9_]{0,60}$/.test(code) ? code : "unknown";

/**
 * Replaces node:http's own answer to a request it cannot parse (a bare `400 Bad Request` with
 * `Connection: close` and no other header) with the same status plus the security headers.
 */
function answerClientErrors(server: Server, log: Log = serverLog) {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    const code = safeCode(error.code);
    // A connection reset, closed, or with an answer already under way: nothing to say (as node:http does).
    const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, reason } = statusOf(code);
    log("warn", "http.client_error", { status, code });
    const headers = Object.entries({ ...NODE_ERROR_HEADERS, "Content-Length": "0", Connection: "close" })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.end(`HTTP/1.1 ${status} ${reason}\r\n${headers}\r\n`);
  });
}

/**
 * The Node server as server/index.ts runs it: node:http hands every request to the Hono app
 * (@hono/node-server); every answer before the app with the security headers.
 */
export function createNodeServer(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  log: Log = serverLog,
) {
  const server = createServer(honoListener(app.fetch, log));
  // A client may half-close once its request is sent (shutdown(SHUT_WR)); that does not end its interest in the
  // answer (RFC 9112, section 9.6). By default node:http then drops the requests still in flight (a form post
  // being read or answered) and closes; with this long-standing switch it answers them, then closes.
  Object.assign(server, { httpAllowHalfOpen: true });
  answerClientErrors(server, log);
  return { server };
}
