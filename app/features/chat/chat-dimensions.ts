import type { CSSProperties } from "react";

/** Width of the chat panel from the md breakpoint; the page frame shifts by the same amount on wide screens. */
export const CHAT_PANEL_WIDTH = "26rem";
export const chatPanelWidthStyle = { "--chat-panel-width": CHAT_PANEL_WIDTH } as CSSProperties;
