import { z } from "zod";

/**
 * The API's settings, the same on every platform: the Node server reads them from `.env` and its environment
 * (server/env.ts), the Worker from its variables and secrets (edge/worker.ts).
 */
export const apiConfigShape = {
  /** Absent: the keyless site assistant answers chat questions from the site's own content. */
  GEMINI_API_KEY: z.string().min(1).optional(),
  GEMINI_MODEL: z.string().min(1).default("gemini-2.5-flash"),
  GEMINI_API_BASE_URL: z.url().default("https://generativelanguage.googleapis.com"),
  /** The GitHub OAuth app that signs staff in to /admin (server/auth/github-oauth.ts); both secret. Absent: no sign-in. */
  GITHUB_OAUTH_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_OAUTH_CLIENT_SECRET: z.string().min(1).optional(),
  /** GitHub's web address; only for tests, to point the sign-in at a fake on 127.0.0.1. */
  GITHUB_OAUTH_BASE_URL: z.url().default("https://github.com"),
};

const apiConfigSchema = z.object(apiConfigShape);
export type ApiConfig = z.infer<typeof apiConfigSchema>;

/** Parses settings; blank values count as unset, and a bad value stops the start with its name. */
export function parseSettings<S extends z.ZodType>(
  schema: S,
  source: Record<string, unknown>,
  where: string,
): z.infer<S> {
  const blankAsMissing = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = schema.safeParse(blankAsMissing);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid server configuration (${where}):\n${problems}`);
  }
  return result.data;
}

export const parseApiConfig = (source: Record<string, unknown>) =>
  parseSettings(apiConfigSchema, source, "see .env.example");
