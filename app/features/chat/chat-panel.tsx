import { Bot, X } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { chatContent } from "~/content/chat";
import { ChatComposer } from "./chat-composer";
import { useChat } from "./chat-context";
import { chatPanelWidthStyle } from "./chat-dimensions";
import { type ChatMessage, ChatMessageList } from "./chat-message-list";
import { sendChatMessage } from "./send-chat-message";

let nextId = 0;
const newMessage = (sender: ChatMessage["sender"], text: string): ChatMessage => ({
  id: `m${++nextId}`,
  text,
  sender,
  timestamp: new Date(),
});

const WIDE = "(min-width: 1024px)";

/**
 * The chat panel: a modal dialog sliding in from the right (full width on phones, a fixed width from md).
 * Closes on the backdrop, the close button and Escape; focus goes to the input on open and back after.
 * The conversation lives only in this component, for as long as the page does.
 */
export default function ChatPanel({ returnFocusTo }: { returnFocusTo: RefObject<HTMLElement | null> }) {
  const { isChatOpen, closeChat } = useChat();
  const { panel, assistantName, assistantSubtitle } = chatContent;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const openerRef = useRef<Element | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [newMessage("ai", chatContent.greeting)]);
  const [waiting, setWaiting] = useState(false);
  const [announcement, setAnnouncement] = useState("");

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
    const reply = await sendChatMessage(text, history);
    setMessages((list) => [...list, newMessage("ai", reply.text)]);
    setAnnouncement(`${assistantName}: ${reply.text}`);
    setWaiting(false);
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; Escape closes the dialog natively
    <dialog
      ref={dialogRef}
      aria-labelledby="chat-panel-title"
      aria-describedby="chat-panel-subtitle"
      data-chat-panel
      style={chatPanelWidthStyle}
      onCancel={(event) => {
        event.preventDefault();
        closeChat();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) closeChat();
      }}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-hidden bg-transparent p-0 backdrop:bg-ink-950/50 backdrop:backdrop-blur-[2px] lg:backdrop:bg-ink-950/10 lg:backdrop:backdrop-blur-none"
    >
      <section className="ml-auto flex h-full w-full translate-x-0 flex-col bg-grey-50 shadow-lift transition-transform duration-300 ease-out starting:translate-x-full motion-reduce:transition-none md:w-(--chat-panel-width) md:border-grey-200 md:border-l">
        <header className="flex items-center gap-3 bg-ink-950 px-4 py-3 text-white sm:px-5">
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-accent-400 text-ink-950"
          >
            <Bot className="size-5" />
          </span>
          <div className="flex-1">
            <h2 id="chat-panel-title" className="font-bold text-lg leading-tight">
              {assistantName}
            </h2>
            <p id="chat-panel-subtitle" className="flex items-center gap-1.5 text-ink-200 text-sm">
              <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" />
              {assistantSubtitle}
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
          messages={messages}
          waiting={waiting}
          onNavigate={() => {
            if (!window.matchMedia(WIDE).matches) closeChat();
          }}
        />
        <p aria-live="polite" aria-atomic="true" className="sr-only" data-chat-announcer>
          {announcement}
        </p>
        <ChatComposer inputRef={inputRef} busy={waiting} onSend={send} />
      </section>
    </dialog>
  );
}
