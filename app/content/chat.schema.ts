import { z } from "zod";

const text = z.string().min(1);

export const chatContentSchema = z.strictObject({
  assistantName: text,
  assistantSubtitle: text,
  greeting: text,
  widget: z.strictObject({
    openLabel: text,
    closeLabel: text,
    panelLabel: text,
    online: text,
    replies: text,
    assistantAction: text,
    assistantActionHint: text,
    whatsappAction: text,
    whatsappActionHint: text,
    whatsappGreeting: text,
  }),
  teaser: z.strictObject({ text, start: text, dismiss: text }),
  panel: z.strictObject({
    close: text,
    messagesLabel: text,
    inputLabel: text,
    placeholder: text,
    send: text,
    typing: text,
    hint: text,
    you: text,
  }),
  /** Spec §8: shown as the assistant's message when a reply fails. */
  errors: z.strictObject({
    localApi: text,
    aiService: text,
    invalidFormat: text,
    emptyReply: text,
    connection: text,
  }),
  /** Readable 4xx messages of POST /api/chat. */
  apiErrors: z.strictObject({
    contentType: text,
    malformedJson: text,
    tooLarge: text,
    rateLimited: text,
    notFound: text,
  }),
});

export type ChatContent = z.infer<typeof chatContentSchema>;
