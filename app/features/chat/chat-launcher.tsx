import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { chatContent } from "~/content/chat";
import { openEnquiry } from "~/lib/build-enquiry-link";
import { ChatContactMenu } from "./chat-contact-menu";
import { useChat } from "./chat-context";
import { ChatTeaser } from "./chat-teaser";

// The panel, its messages and the request code load the first time the chat opens.
const ChatPanel = lazy(() => import("./chat-panel"));

const TEASER_DISMISSED_KEY = "serendib:chat-teaser-dismissed";

function teaserDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(TEASER_DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

function rememberTeaserDismissed() {
  try {
    window.sessionStorage.setItem(TEASER_DISMISSED_KEY, "1");
  } catch {
    // Storage blocked: the teaser stays hidden for this page only.
  }
}

/** The floating chat and contact widget (bottom right), its teaser, and the chat panel once opened. */
export function ChatLauncher() {
  const { isChatOpen, openChat } = useChat();
  const { widget } = chatContent;
  const [widgetOpen, setWidgetOpen] = useState(false);
  const [panelLoaded, setPanelLoaded] = useState(false);
  const [teaserAllowed, setTeaserAllowed] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLElement>(null);
  const popoverId = useId();

  useEffect(() => setTeaserAllowed(!teaserDismissed()), []);
  useEffect(() => {
    if (isChatOpen) setPanelLoaded(true);
  }, [isChatOpen]);

  // The widget closes on Escape and on a click elsewhere.
  useEffect(() => {
    if (!widgetOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setWidgetOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popoverRef.current?.contains(target) && !toggleRef.current?.contains(target)) setWidgetOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [widgetOpen]);

  const dismissTeaser = () => {
    rememberTeaserDismissed();
    setTeaserAllowed(false);
  };

  const startAssistant = () => {
    setWidgetOpen(false);
    openChat();
  };

  return (
    <>
      <div className="fixed right-5 bottom-5 z-40 sm:right-6 sm:bottom-6" data-chat-widget>
        {teaserAllowed && (
          <ChatTeaser
            hidden={isChatOpen || widgetOpen}
            onStart={() => {
              dismissTeaser();
              startAssistant();
            }}
            onDismiss={dismissTeaser}
          />
        )}
        {widgetOpen && (
          <ChatContactMenu
            ref={popoverRef}
            id={popoverId}
            onAssistant={startAssistant}
            onWhatsApp={() => {
              setWidgetOpen(false);
              openEnquiry(widget.whatsappGreeting);
            }}
          />
        )}
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={widgetOpen}
          aria-controls={widgetOpen ? popoverId : undefined}
          aria-label={widgetOpen ? widget.closeLabel : widget.openLabel}
          onClick={() => setWidgetOpen((open) => !open)}
          className="relative inline-flex size-14 items-center justify-center rounded-full bg-accent-700 text-white shadow-lift ring-4 ring-white transition duration-200 hover:scale-105 hover:bg-accent-800 motion-reduce:hover:scale-100"
        >
          {widgetOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <MessageCircle aria-hidden="true" className="size-6" />
          )}
          {!widgetOpen && (
            <span
              aria-hidden="true"
              className="absolute top-0.5 right-0.5 size-3.5 rounded-full bg-emerald-400 ring-2 ring-white"
            />
          )}
        </button>
      </div>
      {panelLoaded && (
        <Suspense fallback={null}>
          <ChatPanel returnFocusTo={toggleRef} />
        </Suspense>
      )}
    </>
  );
}
