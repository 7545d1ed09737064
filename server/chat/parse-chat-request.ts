import type { ChatMessages } from "../../contracts/assistant-knowledge.ts";
import { chatRequestSchema, type ParsedChatRequest } from "../../contracts/chat.ts";

export type ParseResult =
  | { ok: true; request: ParsedChatRequest }
  | { ok: false; status: 400 | 415; message: string };

const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

/** Checks a chat request's content type, JSON and shape; every problem is a 4xx with a readable sentence. */
export async function parseChatRequest(
  contentType: string | undefined,
  readBody: () => Promise<string>,
  apiErrors: ChatMessages["apiErrors"],
) {
  if (!contentType || !JSON_TYPE.test(contentType.trim())) {
    return { ok: false, status: 415, message: apiErrors.contentType } satisfies ParseResult;
  }
  let json: unknown;
  try {
    json = JSON.parse(await readBody());
  } catch {
    return { ok: false, status: 400, message: apiErrors.malformedJson } satisfies ParseResult;
  }
  const result = chatRequestSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.join(".") : "request";
    const message =
      issue && issue.path.length === 1 && issue.path[0] === "message"
        ? `Invalid chat request: ${issue.message}.`
        : `Invalid chat request: ${where}: ${issue?.message ?? "unexpected shape"}.`;
    return { ok: false, status: 400, message } satisfies ParseResult;
  }
  return { ok: true, request: result.data } satisfies ParseResult;
}
