import { SESSION_KEYS } from "#src/lib/head-script/arrival.ts";

/**
 * What this tab remembers about the chat while the visitor moves between pages: whether the panel is open,
 * the conversation, and whether the teaser was dismissed. Session storage only: it never leaves the browser
 * (the conversation goes to POST /api/chat with each message, nowhere else) and it ends with the tab.
 */

export interface ChatMessage {
  id: string;
  text: string;
  sender: "user" | "ai";
  timestamp: Date;
}

/** The most messages kept: a conversation longer than this keeps its newest ones. */
export const MAX_STORED_MESSAGES = 100;

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage blocked or full: the chat still works on this page.
  }
}

/**
 * The open state, on <html> (`data-chat-open`: the page frame makes room for the panel on wide screens, and
 * the next page starts with it) and in the tab's session.
 */
export function rememberChatOpen(open: boolean): void {
  const root = document.documentElement;
  if (open) root.dataset.chatOpen = "true";
  else delete root.dataset.chatOpen;
  write(SESSION_KEYS.chatOpen, open ? "1" : null);
}

/** Whether the chat was open when this page was shown (set from the session before the first paint). */
export function chatWasOpen(): boolean {
  return document.documentElement.dataset.chatOpen === "true";
}

/** The open state this tab remembers (for a page restored from the back-forward cache). */
export function storedChatOpen(): boolean {
  return read(SESSION_KEYS.chatOpen) === "1";
}

export function rememberTeaserDismissed(): void {
  document.documentElement.dataset.teaserDismissed = "true";
  write(SESSION_KEYS.teaserDismissed, "1");
}

export function teaserWasDismissed(): boolean {
  return document.documentElement.dataset.teaserDismissed === "true";
}

export function storeConversation(messages: readonly ChatMessage[]): void {
  const kept = messages.slice(-MAX_STORED_MESSAGES).map((message) => ({
    ...message,
    timestamp: message.timestamp.toISOString(),
  }));
  write(SESSION_KEYS.chatConversation, JSON.stringify(kept));
}

/**
 * The conversation with its greeting (the first message, the assistant's) in this page's language: after a
 * switch of language the talk goes on, and the greeting follows the page. Later replies stay as they were said.
 */
export function withGreeting(messages: readonly ChatMessage[], greeting: string): ChatMessage[] {
  const [first, ...rest] = messages;
  if (first?.sender !== "ai" || first.text === greeting) return [...messages];
  return [{ ...first, text: greeting }, ...rest];
}

export function storedConversation(): ChatMessage[] | null {
  return parseConversation(read(SESSION_KEYS.chatConversation));
}

/** A stored conversation, or null when there is none or it is not one (anything odd is dropped whole). */
export function parseConversation(stored: string | null): ChatMessage[] | null {
  if (!stored) return null;
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!Array.isArray(data) || data.length === 0) return null;
  const messages: ChatMessage[] = [];
  for (const item of data) {
    const { id, text, sender, timestamp } = (item ?? {}) as Record<string, unknown>;
    const time = typeof timestamp === "string" ? new Date(timestamp) : null;
    if (
      typeof id !== "string" ||
      typeof text !== "string" ||
      (sender !== "user" && sender !== "ai") ||
      !time ||
      Number.isNaN(time.getTime())
    )
      return null;
    messages.push({ id, text, sender, timestamp: time });
  }
  return messages;
}
