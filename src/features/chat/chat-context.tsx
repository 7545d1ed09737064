import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { chatWasOpen, rememberChatOpen, storedChatOpen } from "./chat-session.ts";

export interface ChatContextValue {
  isChatOpen: boolean;
  openChat: () => void;
  closeChat: () => void;
  toggleChat: () => void;
}

const ChatContext = createContext<ChatContextValue | null>(null);

/**
 * The chat panel's open/closed switch. Its state is shared with the rest of the page and the tab through
 * `html[data-chat-open]` and the session (chat-session.ts): the frame makes room for the panel on wide
 * screens, and the next page opens with the chat as this one left it.
 */
export function ChatProvider({ children }: { children: ReactNode }) {
  // Closed in the first render, as in the page's HTML; the remembered state follows at once.
  const [isChatOpen, setChatOpen] = useState(false);

  useEffect(() => {
    if (chatWasOpen()) setChatOpen(true);
    // Back and forward restore a page as it was left: follow what this tab remembers since.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      const open = storedChatOpen();
      rememberChatOpen(open);
      setChatOpen(open);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  const value = useMemo<ChatContextValue>(() => {
    const set = (open: boolean) => {
      rememberChatOpen(open);
      setChatOpen(open);
    };
    return {
      isChatOpen,
      openChat: () => set(true),
      closeChat: () => set(false),
      toggleChat: () => set(!isChatOpen),
    };
  }, [isChatOpen]);
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}

export function useChat(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value) throw new Error("useChat must be used within a ChatProvider (the chat widget mounts it).");
  return value;
}
