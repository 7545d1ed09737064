import type { ReactNode } from "react";
import { useChat } from "./chat-context";
import { chatPanelWidthStyle } from "./chat-dimensions";

/**
 * The page frame: on wide screens (lg and up) it makes room for the open chat panel, so the page stays
 * readable beside it. The panel's width is the one `--chat-panel-width` value.
 */
export function ChatLayoutShift({ className, children }: { className: string; children: ReactNode }) {
  const { isChatOpen } = useChat();
  return (
    <div
      data-chat-open={isChatOpen}
      style={chatPanelWidthStyle}
      className={`${className} transition-[padding] duration-300 motion-reduce:transition-none ${
        isChatOpen ? "lg:pr-(--chat-panel-width)" : ""
      }`}
    >
      {children}
    </div>
  );
}
