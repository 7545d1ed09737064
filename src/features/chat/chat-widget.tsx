import { Bot, MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { ChatContactMenu } from "./chat-contact-menu.tsx";
import { ChatProvider, useChat } from "./chat-context.tsx";
import type { ChatCopy, ChatLocale, ChatPanelSettings } from "./chat-copy.ts";
import type { ReplyLinks } from "./chat-reply-text.tsx";
import { chatWasOpen, rememberTeaserDismissed, teaserWasDismissed } from "./chat-session.ts";
import { ChatTeaser } from "./chat-teaser.tsx";
import "./chat.css";

// The panel, its messages and the request code load the first time the chat opens.
const ChatPanel = lazy(() => import("./chat-panel.tsx"));

export interface ChatWidgetProps {
  copy: ChatCopy;
  assistant: ChatPanelSettings["assistant"];
  /** The WhatsApp chat with the widget's greeting (enquiries.yaml `chatWidget`). */
  whatsappHref: string;
  links: ReplyLinks;
  /** Read after a link that opens in a new tab. */
  newTab: string;
  /** The page's language (its code and tag): questions are answered in it, times and the teaser follow it. */
  locale: ChatLocale;
}

/**
 * The floating chat and contact widget (bottom right): the round toggle, its menu, the typing teaser and, once
 * first opened, the chat panel. An island that hydrates on the first interaction, or at once when the page
 * arrives with the chat open (`client:interaction="[data-chat-open]"`).
 */
export function ChatWidget(props: ChatWidgetProps) {
  return (
    <ChatProvider>
      <ChatLauncher {...props} />
    </ChatProvider>
  );
}

function ChatLauncher({ copy, assistant, whatsappHref, links, newTab, locale }: ChatWidgetProps) {
  const { isChatOpen, openChat } = useChat();
  const { widget } = copy;
  const [menuOpen, setMenuOpen] = useState(false);
  const [panelWanted, setPanelWanted] = useState(false);
  const [teaserShown, setTeaserShown] = useState(true);
  const restored = useRef(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const menuId = useId();

  useEffect(() => {
    restored.current = chatWasOpen();
    if (teaserWasDismissed()) setTeaserShown(false);
  }, []);
  useEffect(() => {
    if (isChatOpen) setPanelWanted(true);
  }, [isChatOpen]);

  // The menu is a popover (plain HTML: it opens and closes with no script, on Escape and a press elsewhere
  // too); the widget follows its state to hide the teaser and name the toggle.
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const follow = () => setMenuOpen(menu.matches(":popover-open"));
    follow();
    menu.addEventListener("toggle", follow);
    return () => menu.removeEventListener("toggle", follow);
  }, []);

  const dismissTeaser = () => {
    rememberTeaserDismissed();
    setTeaserShown(false);
  };
  const closeMenu = () => {
    if (menuRef.current?.matches(":popover-open")) menuRef.current.hidePopover();
  };
  const startAssistant = () => {
    closeMenu();
    openChat();
  };

  return (
    <>
      <div className="fixed right-5 bottom-5 z-40 sm:right-6 sm:bottom-6" data-chat-widget="">
        {teaserShown && (
          <ChatTeaser
            copy={copy.teaser}
            tag={locale.tag}
            concealed={menuOpen || isChatOpen}
            onStart={() => {
              dismissTeaser();
              startAssistant();
            }}
            onDismiss={() => {
              dismissTeaser();
              toggleRef.current?.focus();
            }}
          />
        )}
        <ChatContactMenu
          ref={menuRef}
          id={menuId}
          copy={widget}
          whatsappHref={whatsappHref}
          newTab={newTab}
          onAssistant={startAssistant}
          onWhatsApp={closeMenu}
        />
        <button
          ref={toggleRef}
          type="button"
          popoverTarget={menuId}
          aria-label={menuOpen ? widget.closeLabel : widget.openLabel}
          className="relative inline-flex size-14 items-center justify-center rounded-full bg-accent-700 text-white shadow-lift ring-4 ring-white transition duration-200 hover:scale-105 hover:bg-accent-800 motion-reduce:hover:scale-100"
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <MessageCircle aria-hidden="true" className="size-6" />
          )}
          {!menuOpen && (
            <span
              aria-hidden="true"
              className="absolute top-0.5 right-0.5 size-3.5 rounded-full bg-emerald-400 ring-2 ring-white"
            />
          )}
        </button>
      </div>
      <PanelPlaceholder assistant={assistant} loading={copy.panel.loading} />
      {panelWanted && (
        <Suspense fallback={null}>
          <ChatPanel
            copy={copy}
            assistant={assistant}
            links={links}
            locale={locale}
            returnFocusTo={toggleRef}
            restored={restored.current}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * Where the panel will be, shown (by CSS, chat.css) while the chat is open and its code is still on the way:
 * the page arrived with the chat open, or it was just opened on a slow connection.
 */
function PanelPlaceholder({
  assistant,
  loading,
}: {
  assistant: ChatPanelSettings["assistant"];
  loading: string;
}) {
  return (
    <div
      data-chat-panel-placeholder=""
      aria-hidden="true"
      className="fixed inset-y-0 right-0 z-50 hidden w-full flex-col bg-grey-50 shadow-lift md:w-(--chat-panel-width) md:border-grey-200 md:border-l"
    >
      <div className="flex items-center gap-3 bg-ink-950 px-4 py-3 text-white sm:px-5">
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-accent-400 text-ink-950">
          <Bot className="size-5" />
        </span>
        <div className="flex-1">
          <p className="font-bold text-lg leading-tight">{assistant.name}</p>
          <p className="text-ink-200 text-sm">{assistant.subtitle}</p>
        </div>
        <span className="size-11" />
      </div>
      <p className="m-auto animate-pulse text-grey-600 text-sm motion-reduce:animate-none">{loading}</p>
    </div>
  );
}
