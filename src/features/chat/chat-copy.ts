import type { Locale } from "#contracts/locales.ts";
import type { ReplyLinks } from "./chat-reply-text.tsx";
import type { ChatErrorTexts } from "./send-chat-message.ts";

/** The chat's copy (site/chat/chat.en.yaml, with the site words filled in). */
export interface ChatCopy {
  greeting: string;
  widget: {
    openLabel: string;
    closeLabel: string;
    panelLabel: string;
    online: string;
    replies: string;
    assistantAction: string;
    assistantActionHint: string;
    whatsappAction: string;
    whatsappActionHint: string;
  };
  teaser: { text: string; start: string; dismiss: string };
  panel: {
    close: string;
    loading: string;
    messagesLabel: string;
    inputLabel: string;
    placeholder: string;
    send: string;
    typing: string;
    hint: string;
    you: string;
    /** "{name}: {text}": who says a message, for screen readers. */
    speaker: string;
  };
  errors: ChatErrorTexts;
}

/** The page's language: its code (sent with each question, and for the links) and its tag (for Intl). */
export interface ChatLocale {
  code: Locale;
  tag: string;
}

/** What the panel needs (loaded with it, the first time the chat opens). */
export interface ChatPanelSettings {
  copy: Pick<ChatCopy, "greeting" | "panel" | "errors">;
  assistant: { name: string; subtitle: string };
  links: ReplyLinks;
  locale: ChatLocale;
}

/** The words around a message for screen readers, from the `speaker` template: before and after it. */
export function speakerParts(template: string, name: string): [before: string, after: string] {
  const [before = "", after = ""] = template.replaceAll("{name}", name).split("{text}");
  return [before, after];
}
