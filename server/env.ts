/**
 * The Node server's configuration, read once at start: `.env` (when present) with Node's own env-file
 * parser, then the process environment, which wins. A bad value stops the start with the variable's name.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { z } from "zod";
import { apiConfigShape, parseSettings } from "./api-config.ts";
import { parseTrustProxy } from "./client-address.ts";

export const PROJECT_ROOT = join(import.meta.dirname, "..");

const envSchema = z.object({
  ...apiConfigShape,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  /** The build the server serves, relative to the project (`dist`; the end-to-end tests use `dist-e2e`). */
  BUILD_DIR: z
    .string()
    .regex(/^[\w.-]+$/, "a folder name inside the project, such as dist")
    .default("dist"),
  /** Which hops may say who the client is: off, a hop count, or proxy addresses (server/client-address.ts). */
  TRUST_PROXY: z
    .string()
    .default("off")
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** The header the trusted proxies write: X-Forwarded-For (nginx, Caddy) or RFC 7239 Forwarded. */
  TRUST_PROXY_HEADER: z
    .string()
    .toLowerCase()
    .pipe(z.enum(["x-forwarded-for", "forwarded"]))
    .default("x-forwarded-for"),
});

export type ServerEnv = z.infer<typeof envSchema>;

/** Parses settings already gathered (tests, or after readEnvSources). */
export function parseServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  return parseSettings(envSchema, source, "see .env.example");
}

/**
 * `.env` first, then the process environment on top: a variable set there wins, even when blank (blank
 * means unset, so `GEMINI_API_KEY=` in the environment turns off a key from `.env`, as the end-to-end tests do). ENV_FILE names another file (tests; a secret mounted
 * into a container).
 */
function readEnvSources(
  processEnv: Record<string, string | undefined> = process.env,
): Record<string, string | undefined> {
  const file = processEnv.ENV_FILE || join(PROJECT_ROOT, ".env");
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, "utf8")) : {};
  return { ...fromFile, ...processEnv };
}

export const loadServerEnv = (processEnv: Record<string, string | undefined> = process.env) =>
  parseServerEnv(readEnvSources(processEnv));
