import { Bot, ChevronRight, MessageCircle } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { chatContent } from "~/content/chat";

interface ChatContactMenuProps {
  ref: Ref<HTMLElement>;
  id: string;
  onAssistant: () => void;
  onWhatsApp: () => void;
}

/** The widget's panel: "We're online!", then the AI assistant and the WhatsApp chat. */
export function ChatContactMenu({ ref, id, onAssistant, onWhatsApp }: ChatContactMenuProps) {
  const { widget } = chatContent;
  return (
    <section
      ref={ref}
      id={id}
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
        <MenuAction
          icon={<Bot aria-hidden="true" className="size-5" />}
          iconClass="bg-accent-700 text-white"
          label={widget.assistantAction}
          hint={widget.assistantActionHint}
          onClick={onAssistant}
        />
        <MenuAction
          icon={<MessageCircle aria-hidden="true" className="size-5" />}
          iconClass="bg-emerald-500 text-ink-950"
          label={widget.whatsappAction}
          hint={widget.whatsappActionHint}
          onClick={onWhatsApp}
        />
      </div>
    </section>
  );
}

function MenuAction(props: {
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
