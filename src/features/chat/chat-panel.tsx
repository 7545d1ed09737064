import { Bot, X } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { ChatComposer } from "./chat-composer.tsx";
import { useChat } from "./chat-context.tsx";
import { type ChatPanelSettings, speakerParts } from "./chat-copy.ts";
import { ChatMessageList } from "./chat-message-list.tsx";
import { type ChatMessage, storeConversation, storedConversation, withGreeting } from "./chat-session.ts";
import { sendChatMessage } from "./send-chat-message.ts";

let nextId = 0;
const newMessage = (sender: ChatMessage["sender"], text: string): ChatMessage => ({
  id: `${Date.now().toString(36)}-${++nextId}`,
  text,
  sender,
  timestamp: new Date(),
});

/** From this width the page stays beside the open panel, and the panel stays open across pages. */
const WIDE = "(min-width: 1024px)";

interface ChatPanelProps extends ChatPanelSettings {
  returnFocusTo: RefObject<HTMLElement | null>;
  /** Opened because the page before left it open: no slide-in. */
  restored: boolean;
}

/**
 * The chat panel: a modal dialog sliding in from the right (full width on phones, a fixed width from md).
 * Closes on the backdrop, the close button and Escape; focus goes to the input on open and back after.
 * The conversation lasts for the tab's session (chat-session.ts) and is sent only to POST /api/chat.
 */
export default function ChatPanel({
  copy,
  assistant,
  links,
  locale,
  returnFocusTo,
  restored,
}: ChatPanelProps) {
  const { isChatOpen, closeChat } = useChat();
  const { panel } = copy;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const openerRef = useRef<Element | null>(null);
  // A conversation taken up from another page keeps its messages; its greeting speaks this page's language.
  const [messages, setMessages] = useState<ChatMessage[]>(() =>
    withGreeting(storedConversation() ?? [newMessage("ai", copy.greeting)], copy.greeting),
  );
  const [waiting, setWaiting] = useState(false);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => storeConversation(messages), [messages]);

  // Back and forward restore this page as it was left: take up the conversation where the tab is now.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      const stored = event.persisted ? storedConversation() : null;
      if (stored) setMessages(withGreeting(stored, copy.greeting));
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [copy.greeting]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isChatOpen && !dialog.open) {
      openerRef.current = document.activeElement;
      dialog.showModal();
      inputRef.current?.focus();
    }
    if (!isChatOpen && dialog.open) {
      dialog.close();
      const opener = openerRef.current;
      const target =
        opener instanceof HTMLElement && opener.isConnected && opener !== document.body
          ? opener
          : returnFocusTo.current;
      target?.focus();
    }
  }, [isChatOpen, returnFocusTo]);

  async function send(text: string) {
    const history = messages.map(({ sender, text: turn }) => ({ sender, text: turn }));
    setMessages((list) => [...list, newMessage("user", text)]);
    setWaiting(true);
    const reply = await sendChatMessage(text, history, copy.errors, locale);
    setMessages((list) => [...list, newMessage("ai", reply.text)]);
    const [before, after] = speakerParts(copy.panel.speaker, assistant.name);
    setAnnouncement(`${before}${reply.text}${after}`);
    setWaiting(false);
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; Escape closes the dialog natively
    <dialog
      ref={dialogRef}
      aria-labelledby="chat-panel-title"
      aria-describedby="chat-panel-subtitle"
      data-chat-panel=""
      onCancel={(event) => {
        event.preventDefault();
        closeChat();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) closeChat();
      }}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-hidden bg-transparent p-0 backdrop:bg-ink-950/50 backdrop:backdrop-blur-[2px] lg:backdrop:bg-ink-950/10 lg:backdrop:backdrop-blur-none"
    >
      <section
        className={`ml-auto flex h-full w-full flex-col bg-grey-50 shadow-lift md:w-(--chat-panel-width) md:border-grey-200 md:border-l ${
          restored
            ? ""
            : "translate-x-0 transition-transform duration-300 ease-out starting:translate-x-full motion-reduce:transition-none"
        }`}
      >
        <header className="flex items-center gap-3 bg-ink-950 px-4 py-3 text-white sm:px-5">
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-accent-400 text-ink-950"
          >
            <Bot className="size-5" />
          </span>
          <div className="flex-1">
            <h2 id="chat-panel-title" className="font-bold text-lg leading-tight">
              {assistant.name}
            </h2>
            <p id="chat-panel-subtitle" className="flex items-center gap-1.5 text-ink-200 text-sm">
              <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" />
              {assistant.subtitle}
            </p>
          </div>
          <button
            type="button"
            onClick={closeChat}
            aria-label={panel.close}
            className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </header>
        <ChatMessageList
          copy={panel}
          assistantName={assistant.name}
          links={links}
          locale={locale}
          messages={messages}
          waiting={waiting}
          onNavigate={() => {
            // On small screens the panel gives way to the page the visitor asked for.
            if (!window.matchMedia(WIDE).matches) closeChat();
          }}
        />
        <p aria-live="polite" aria-atomic="true" className="sr-only" data-chat-announcer="">
          {announcement}
        </p>
        <ChatComposer copy={panel} inputRef={inputRef} busy={waiting} onSend={send} />
      </section>
    </dialog>
  );
}
