import { useEffect, useRef } from "react";
import { type ChatCopy, type ChatLocale, speakerParts } from "./chat-copy.ts";
import { ChatReplyText, type ReplyLinks } from "./chat-reply-text.tsx";
import type { ChatMessage } from "./chat-session.ts";
import { formatChatTime } from "./format-chat-time.ts";

interface ChatMessageListProps {
  copy: ChatCopy["panel"];
  assistantName: string;
  links: ReplyLinks;
  locale: ChatLocale;
  messages: readonly ChatMessage[];
  waiting: boolean;
  onNavigate: () => void;
}

/** The conversation, newest last; it keeps the latest message (or the typing indicator) in view. */
export function ChatMessageList({
  copy,
  assistantName,
  links,
  locale,
  messages,
  waiting,
  onNavigate,
}: ChatMessageListProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever a message arrives or the indicator shows
  useEffect(() => {
    const scroller = scrollerRef.current;
    scroller?.scrollTo({ top: scroller.scrollHeight });
  }, [messages.length, waiting]);

  return (
    <div
      ref={scrollerRef}
      className="flex-1 overflow-y-auto overscroll-contain px-4 py-5 sm:px-5"
      data-chat-scroller=""
    >
      <ol aria-label={copy.messagesLabel} className="flex flex-col gap-4">
        {messages.map((message) => {
          const mine = message.sender === "user";
          const [before, after] = speakerParts(copy.speaker, mine ? copy.you : assistantName);
          return (
            <li
              key={message.id}
              data-sender={message.sender}
              className={`flex flex-col ${mine ? "items-end" : "items-start"}`}
            >
              <div
                className={`max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed shadow-card ${
                  mine
                    ? "rounded-br-md bg-accent-700 text-white"
                    : "rounded-bl-md bg-white text-ink-950 ring-1 ring-grey-200"
                }`}
              >
                {before && <span className="sr-only">{before}</span>}
                {mine ? (
                  message.text
                ) : (
                  <ChatReplyText
                    text={message.text}
                    links={links}
                    locale={locale.code}
                    onNavigate={onNavigate}
                  />
                )}
                {after && <span className="sr-only">{after}</span>}
              </div>
              <time dateTime={message.timestamp.toISOString()} className="mt-1 px-1 text-grey-600 text-xs">
                {formatChatTime(message.timestamp, locale.tag)}
              </time>
            </li>
          );
        })}
      </ol>
      {waiting && (
        <div
          role="status"
          className="mt-4 inline-flex items-center gap-1.5 rounded-2xl rounded-bl-md bg-white px-4 py-3.5 shadow-card ring-1 ring-grey-200"
          data-chat-typing=""
        >
          <span className="sr-only">{copy.typing}</span>
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              aria-hidden="true"
              style={{ animationDelay: `${delay}ms` }}
              className="size-2 animate-bounce rounded-full bg-grey-500 motion-reduce:animate-none"
            />
          ))}
        </div>
      )}
    </div>
  );
}
