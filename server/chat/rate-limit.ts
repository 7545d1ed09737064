/**
 * A fixed-window request counter per client: at most `limit` requests in each `windowMs`. Kept in memory
 * (one server process), at a constant cost per request and at most `maxClients` clients (see createRateLimiter).
 */
export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  /** Clients held at most (default DEFAULT_MAX_CLIENTS). */
  maxClients?: number;
  /** Clock, for tests. */
  now?: () => number;
}

interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the client's window resets. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  take(clientKey: string): RateLimitDecision;
  /** How many clients it holds now (tests, the benchmark). */
  size(): number;
}

/** Any counter the chat route can ask: this file's (one Node process) or the edge platform's binding. */
export interface ChatRateLimiter {
  take(clientKey: string): RateLimitDecision | Promise<RateLimitDecision>;
}

export const DEFAULT_CHAT_RATE_LIMIT = { limit: 20, windowMs: 60_000 } as const;

/** How many clients the counter holds at most, both windows together (about 100 bytes each). */
export const DEFAULT_MAX_CLIENTS = 20_000;

/**
 * Each client's window starts at its first request. The clients are kept in two maps, each of one window's
 * length: `current`, clients whose window began since `currentStart`, and `previous`, those of the window
 * before. A window is never longer than one map's span, so when `current` has spanned `windowMs` every client
 * in `previous` has expired: `previous` is dropped whole and `current` takes its place. Each call is a lookup or
 * two and at most one insert, whatever the number of clients.
 *
 * The cap: `current` holds at most half of `maxClients`. When a flood of new clients fills it sooner, the maps
 * turn over early, and the clients then in `previous` (the oldest half) are forgotten before their window ends:
 * they start a fresh window at their next request. A client is never refused wrongly; under a flood of more than
 * `maxClients` addresses a minute, some get a fresh allowance early (the edge's counter is approximate too).
 */
export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxClients = DEFAULT_MAX_CLIENTS,
}: RateLimitOptions): RateLimiter {
  const perMap = Math.max(1, Math.floor(maxClients / 2));
  let current = new Map<string, { start: number; count: number }>();
  let previous = new Map<string, { start: number; count: number }>();
  let currentStart = now();

  function turnOver(at: number) {
    // Two spans or more since: every window in both maps has ended.
    previous = at - currentStart >= 2 * windowMs ? new Map() : current;
    current = new Map();
    currentStart = at;
  }

  return {
    take(clientKey) {
      const at = now();
      if (at - currentStart >= windowMs) turnOver(at);
      let window = current.get(clientKey) ?? previous.get(clientKey);
      if (!window || at - window.start >= windowMs) {
        if (current.size >= perMap) turnOver(at);
        window = { start: at, count: 0 };
        current.set(clientKey, window);
      }
      window.count += 1;
      const retryAfterSeconds = Math.max(1, Math.ceil((window.start + windowMs - at) / 1000));
      return { allowed: window.count <= limit, retryAfterSeconds };
    },
    size: () => current.size + previous.size,
  };
}
