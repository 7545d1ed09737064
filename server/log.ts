/**
 * The servers' log: one JSON object a line, `{"time","level","event",…fields}`, written with console.log
 * (standard output on Node, the Worker's logs on the edge). Every entry is a fixed event name from the list
 * below with a few fields the server itself decides (statuses, routes, reasons from a fixed list, error class
 * names): nothing a visitor sent (bodies, keys, field values, headers, paths they chose, or a parser's message
 * quoting them) is ever a field. JSON.stringify escapes line breaks, so even a field that slipped through could
 * not start a line of its own.
 */
const LOG_EVENTS = [
  /** The Node server listens: `url`, `build` (BUILD_DIR), `trustProxy` (`off` or the header it reads). */
  "server.listening",
  /** A signal asked the Node server to stop: `signal`. */
  "server.stopping",
  /** A wrong setting or a missing build stopped the start: `reason` (the operator's own settings, no stack). */
  "server.start_failed",
  /** A chat request refused before it was answered: `status`, `reason` (a fixed word), `issues` (zod codes). */
  "chat.refused",
  /** A form post refused (413, 422, 429): `status`, `form` (the route's own name for it). */
  "form.refused",
  /** The AI service failed a chat request: `status`. */
  "chat.ai_failed",
  "chat.ai_ungrounded",
  /** A handler threw: `route` (the matched pattern, never the visitor's path), `method`, `error` (its class). */
  "request.failed",
  /** node:http could not read a request (malformed head, too large a head, timeout): `status`, `code`. */
  "http.client_error",
] as const;
type LogEvent = (typeof LOG_EVENTS)[number];
type LogLevel = "info" | "warn" | "error";
/** Only numbers, booleans and strings the server chose; no object can carry a visitor's keys in. */
type LogFields = Record<string, string | number | boolean | readonly string[] | undefined>;
export type Log = (level: LogLevel, event: LogEvent, fields?: LogFields) => void;

/** A logger writing each entry as one line to `write` (console.log unless given: tests capture the lines). */
export function jsonLog(
  write: (line: string) => void = (line) => console.log(line),
  now = () => new Date(),
): Log {
  return (level, event, fields = {}) => {
    write(JSON.stringify({ time: now().toISOString(), level, event, ...fields }));
  };
}

/** The log every server module writes to unless a test gives another. */
export const log: Log = jsonLog();

/** An error's class for the log (SyntaxError, TypeError…): its name when it is one of the usual, else "Error". */
export function errorClass(error: unknown): string {
  const name = error instanceof Error ? error.name : typeof error;
  return /^[A-Za-z][A-Za-z0-9_]{0,40}$/.test(name) ? name : "Error";
}
