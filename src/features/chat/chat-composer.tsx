import { SendHorizontal } from "lucide-react";
import { type RefObject, useState } from "react";
import { CHAT_LIMITS } from "#contracts/chat-limits.ts";
import type { ChatCopy } from "./chat-copy.ts";

interface ChatComposerProps {
  copy: ChatCopy["panel"];
  inputRef: RefObject<HTMLTextAreaElement | null>;
  busy: boolean;
  onSend: (text: string) => void;
}

/** The message box: Enter sends, Shift+Enter starts a new line; blank input is never sent. */
export function ChatComposer({ copy, inputRef, busy, onSend }: ChatComposerProps) {
  const [draft, setDraft] = useState("");
  const canSend = draft.trim() !== "" && !busy;

  function submit() {
    if (!canSend) return;
    onSend(draft.trim());
    setDraft("");
  }

  return (
    <form
      method="post"
      noValidate
      className="border-grey-200 border-t bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor="chat-input" className="sr-only">
          {copy.inputLabel}
        </label>
        <textarea
          ref={inputRef}
          id="chat-input"
          rows={1}
          value={draft}
          maxLength={CHAT_LIMITS.maxMessageChars}
          placeholder={copy.placeholder}
          aria-describedby="chat-input-hint"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          className="field-sizing-content max-h-40 min-h-11 flex-1 resize-none rounded-2xl border border-grey-300 bg-white px-4 py-2.5 text-base text-ink-950 placeholder:text-grey-500 focus:border-accent-700 focus:outline-none focus:ring-2 focus:ring-accent-700/30"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label={copy.send}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-700 text-white transition hover:bg-accent-800 disabled:cursor-not-allowed disabled:bg-grey-300 disabled:text-grey-600"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p id="chat-input-hint" className="mt-1.5 text-grey-600 text-xs">
        {copy.hint}
      </p>
    </form>
  );
}
