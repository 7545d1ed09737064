// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { SESSION_KEYS } from "#src/lib/head-script/arrival.ts";
import {
  type ChatMessage,
  chatWasOpen,
  MAX_STORED_MESSAGES,
  parseConversation,
  rememberChatOpen,
  rememberTeaserDismissed,
  storeConversation,
  storedChatOpen,
  storedConversation,
  teaserWasDismissed,
  withGreeting,
} from "./chat-session.ts";

const message = (n: number, sender: ChatMessage["sender"] = "user"): ChatMessage => ({
  id: `m${n}`,
  text: `Message ${n}`,
  sender,
  timestamp: new Date(2026, 10, 23, 9, n),
});

beforeEach(() => {
  sessionStorage.clear();
  delete document.documentElement.dataset.chatOpen;
  delete document.documentElement.dataset.teaserDismissed;
});

describe("chat session", () => {
  it("marks the open chat on <html> and in the session, and forgets it when closed", () => {
    rememberChatOpen(true);
    expect(document.documentElement.dataset.chatOpen).toBe("true");
    expect(sessionStorage.getItem(SESSION_KEYS.chatOpen)).toBe("1");
    expect(chatWasOpen()).toBe(true);
    expect(storedChatOpen()).toBe(true);
    rememberChatOpen(false);
    expect(document.documentElement.hasAttribute("data-chat-open")).toBe(false);
    expect(sessionStorage.getItem(SESSION_KEYS.chatOpen)).toBeNull();
    expect(storedChatOpen()).toBe(false);
  });

  it("remembers the teaser's dismissal for the session", () => {
    expect(teaserWasDismissed()).toBe(false);
    rememberTeaserDismissed();
    expect(teaserWasDismissed()).toBe(true);
    expect(sessionStorage.getItem(SESSION_KEYS.teaserDismissed)).toBe("1");
  });

  it("stores the conversation with its times and gives it back", () => {
    const messages = [message(1, "ai"), message(2), message(3, "ai")];
    storeConversation(messages);
    expect(storedConversation()).toEqual(messages);
  });

  it("keeps the newest messages of a very long conversation", () => {
    storeConversation(Array.from({ length: MAX_STORED_MESSAGES + 5 }, (_, n) => message(n)));
    const stored = storedConversation()!;
    expect(stored).toHaveLength(MAX_STORED_MESSAGES);
    expect(stored[0]!.id).toBe("m5");
  });

  it.each([
    ["nothing", null],
    ["not JSON", "{"],
    ["not a list", '{"id":"m1"}'],
    ["an empty list", "[]"],
    [
      "a message with a strange sender",
      '[{"id":"m1","text":"x","sender":"bot","timestamp":"2026-01-01T00:00:00Z"}]',
    ],
    ["a message with a bad time", '[{"id":"m1","text":"x","sender":"ai","timestamp":"yesterday"}]'],
    ["a message without text", '[{"id":"m1","sender":"ai","timestamp":"2026-01-01T00:00:00Z"}]'],
    ["a null entry", "[null]"],
  ])("reads %s as no conversation", (_name, stored) => {
    expect(parseConversation(stored)).toBeNull();
  });
});

describe("the greeting after a change of language", () => {
  it("speaks the page's language; the rest of the conversation stays as it was said", () => {
    const stored = [{ ...message(1, "ai"), text: "Hello! I'm Seren." }, message(2), message(3, "ai")];
    const switched = withGreeting(stored, "ආයුබෝවන්! මම Seren.");
    expect(switched.map((item) => item.text)).toEqual(["ආයුබෝවන්! මම Seren.", "Message 2", "Message 3"]);
    expect(switched[0]?.id).toBe(stored[0]?.id);
    expect(stored[0]?.text).toBe("Hello! I'm Seren.");
  });

  it("leaves a conversation that does not open with the assistant alone", () => {
    const stored = [message(1), message(2, "ai")];
    expect(withGreeting(stored, "ආයුබෝවන්!")).toEqual(stored);
  });
});
