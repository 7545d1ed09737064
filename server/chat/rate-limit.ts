/**
 * A fixed-window request counter per client: at most `limit` requests in each `windowMs`. Kept in memory
 * (one server process); expired windows are swept so the map cannot grow without bound.
 */
export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  /** Clock, for tests. */
  now?: () => number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the client's window resets. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  take(clientKey: string): RateLimitDecision;
}

/** Any counter the chat route can ask: this file's (one Node process) or the edge platform's binding. */
export interface ChatRateLimiter {
  take(clientKey: string): RateLimitDecision | Promise<RateLimitDecision>;
}

export const DEFAULT_CHAT_RATE_LIMIT = { limit: 20, windowMs: 60_000 } as const;

/** Sweep expired windows once the map holds this many clients. */
const SWEEP_AT = 10_000;

export function createRateLimiter({ limit, windowMs, now = Date.now }: RateLimitOptions): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();

  function sweep(at: number) {
    for (const [key, window] of windows) if (at - window.start >= windowMs) windows.delete(key);
  }

  return {
    take(clientKey) {
      const at = now();
      if (windows.size >= SWEEP_AT) sweep(at);
      let window = windows.get(clientKey);
      if (!window || at - window.start >= windowMs) {
        window = { start: at, count: 0 };
        windows.set(clientKey, window);
      }
      window.count += 1;
      const retryAfterSeconds = Math.max(1, Math.ceil((window.start + windowMs - at) / 1000));
      return { allowed: window.count <= limit, retryAfterSeconds };
    },
  };
}
