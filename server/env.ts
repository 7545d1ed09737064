import { z } from "zod";

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  /** Absent: the keyless site assistant answers chat questions from the site's own content. */
  GEMINI_API_KEY: z.string().min(1).optional(),
  GEMINI_MODEL: z.string().min(1).default("gemini-2.5-flash"),
  GEMINI_API_BASE_URL: z.url().default("https://generativelanguage.googleapis.com"),
});

export type ServerEnv = z.infer<typeof envSchema>;

/** Reads the server's configuration once; a bad value stops the start with a message naming it. */
export function parseServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const blankAsMissing = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(blankAsMissing);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid server configuration (see .env.example):\n${problems}`);
  }
  return result.data;
}
