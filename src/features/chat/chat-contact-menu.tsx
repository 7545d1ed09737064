import { Bot, ChevronRight, MessageCircle } from "lucide-react";
import type { ReactNode, Ref } from "react";
import type { ChatCopy } from "./chat-copy.ts";

interface ChatContactMenuProps {
  ref: Ref<HTMLElement>;
  id: string;
  copy: ChatCopy["widget"];
  whatsappHref: string;
  newTab: string;
  onAssistant: () => void;
  onWhatsApp: () => void;
}

const actionClass =
  "flex w-full items-center gap-3 rounded-xl p-3 text-left ring-1 ring-grey-200 transition hover:bg-grey-50 hover:ring-accent-600";

function ActionBody({
  icon,
  iconClass,
  label,
  hint,
}: {
  icon: ReactNode;
  iconClass: string;
  label: string;
  hint: string;
}) {
  return (
    <>
      <span className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full ${iconClass}`}>
        {icon}
      </span>
      <span className="flex-1">
        <span className="block font-semibold">{label}</span>
        <span className="block text-grey-600 text-sm">{hint}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-4 text-grey-500" />
    </>
  );
}

/**
 * The widget's menu: "We're online!", then the AI assistant and a WhatsApp chat (a plain link). A popover,
 * opened by the widget's toggle (`popovertarget`) as plain HTML; the assistant's button needs the widget's
 * code (a press before it arrives is made again then).
 */
export function ChatContactMenu({
  ref,
  id,
  copy,
  whatsappHref,
  newTab,
  onAssistant,
  onWhatsApp,
}: ChatContactMenuProps) {
  return (
    <section
      ref={ref}
      id={id}
      popover="auto"
      aria-label={copy.panelLabel}
      data-chat-menu=""
      className="fixed inset-auto right-5 bottom-[5.75rem] m-0 w-[min(20rem,calc(100vw-2.5rem))] animate-fade-up overflow-hidden rounded-card bg-white p-0 text-ink-950 shadow-lift ring-1 ring-grey-200 motion-reduce:animate-none sm:right-6 sm:bottom-[6rem]"
    >
      <div className="bg-ink-950 px-5 py-4 text-white">
        <p className="flex items-center gap-2 font-semibold">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-emerald-400" />
          {copy.online}
        </p>
        <p className="mt-0.5 text-ink-200 text-sm">{copy.replies}</p>
      </div>
      <div className="flex flex-col gap-2 p-3">
        <button type="button" onClick={onAssistant} className={actionClass}>
          <ActionBody
            icon={<Bot aria-hidden="true" className="size-5" />}
            iconClass="bg-accent-700 text-white"
            label={copy.assistantAction}
            hint={copy.assistantActionHint}
          />
        </button>
        <a
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onWhatsApp}
          className={actionClass}
        >
          <ActionBody
            icon={<MessageCircle aria-hidden="true" className="size-5" />}
            iconClass="bg-emerald-500 text-ink-950"
            label={copy.whatsappAction}
            hint={copy.whatsappActionHint}
          />
          <span className="sr-only">{newTab}</span>
        </a>
      </div>
    </section>
  );
}
