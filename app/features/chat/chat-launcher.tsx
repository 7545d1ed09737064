import { Bot, ChevronRight, MessageCircle, X } from "lucide-react";
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from "react";
import { chatContent } from "~/content/chat";
import { openEnquiry } from "~/lib/build-enquiry-link";
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
          <section
            ref={popoverRef}
            id={popoverId}
            aria-label={widget.panelLabel}
            className="absolute right-0 bottom-[calc(100%+0.75rem)] w-[min(20rem,calc(100vw-2.5rem))] animate-fade-up overflow-hidden rounded-card bg-white text-ink-950 shadow-lift ring-1 ring-grey-200 motion-reduce:animate-none"
          >
            <div className="bg-ink-950 px-5 py-4 text-white">
              <p className="flex items-center gap-2 font-semibold">
                <span aria-hidden="true" className="size-2.5 rounded-full bg-emerald-400" />
                {widget.online}
              </p>
              <p className="mt-0.5 text-ink-200 text-sm">{widget.replies}</p>
            </div>
            <div className="flex flex-col gap-2 p-3">
              <WidgetAction
                icon={<Bot aria-hidden="true" className="size-5" />}
                iconClass="bg-accent-700 text-white"
                label={widget.assistantAction}
                hint={widget.assistantActionHint}
                onClick={startAssistant}
              />
              <WidgetAction
                icon={<MessageCircle aria-hidden="true" className="size-5" />}
                iconClass="bg-emerald-500 text-ink-950"
                label={widget.whatsappAction}
                hint={widget.whatsappActionHint}
                onClick={() => {
                  setWidgetOpen(false);
                  openEnquiry(widget.whatsappGreeting);
                }}
              />
            </div>
          </section>
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

function WidgetAction(props: {
  icon: ReactNode;
  iconClass: string;
  label: string;
  hint: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      className="flex w-full items-center gap-3 rounded-xl p-3 text-left ring-1 ring-grey-200 transition hover:bg-grey-50 hover:ring-accent-600"
    >
      <span
        className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full ${props.iconClass}`}
      >
        {props.icon}
      </span>
      <span className="flex-1">
        <span className="block font-semibold">{props.label}</span>
        <span className="block text-grey-600 text-sm">{props.hint}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-4 text-grey-500" />
    </button>
  );
}
