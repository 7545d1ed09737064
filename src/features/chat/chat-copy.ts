import type { ReplyLinks } from "./chat-reply-text.tsx";
import type { ChatErrorTexts } from "./send-chat-message.ts";

/** The chat's copy (site/chat.en.yaml, with the site words filled in). */
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
  };
  errors: ChatErrorTexts;
}

/** What the panel needs (loaded with it, the first time the chat opens). */
export interface ChatPanelSettings {
  copy: Pick<ChatCopy, "greeting" | "panel" | "errors">;
  assistant: { name: string; subtitle: string };
  links: ReplyLinks;
}
