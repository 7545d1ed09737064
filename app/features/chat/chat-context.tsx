import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

export interface ChatContextValue {
  isChatOpen: boolean;
  openChat: () => void;
  closeChat: () => void;
  toggleChat: () => void;
}

const ChatContext = createContext<ChatContextValue | null>(null);

/** The chat panel's open/closed switch, shared by everything under the shared layout. */
export function ChatProvider({ children }: { children: ReactNode }) {
  const [isChatOpen, setChatOpen] = useState(false);
  const value = useMemo<ChatContextValue>(
    () => ({
      isChatOpen,
      openChat: () => setChatOpen(true),
      closeChat: () => setChatOpen(false),
      toggleChat: () => setChatOpen((open) => !open),
    }),
    [isChatOpen],
  );
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}

export function useChat(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value)
    throw new Error("useChat must be used within a ChatProvider (it is mounted by the shared layout).");
  return value;
}
