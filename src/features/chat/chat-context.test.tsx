// @vitest-environment happy-dom
import { act, cleanup, render, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_KEYS } from "#src/lib/head-script/arrival.ts";
import { ChatProvider, useChat } from "./chat-context.tsx";

const seen: boolean[] = [];

function Reader() {
  seen.push(useChat().isChatOpen);
  return null;
}

function Opener() {
  const { openChat } = useChat();
  return (
    <button type="button" onClick={openChat}>
      open
    </button>
  );
}

const root = document.documentElement;

beforeEach(() => {
  sessionStorage.clear();
  delete root.dataset.chatOpen;
});
afterEach(cleanup);

describe("chat context", () => {
  it("throws a clear error outside its provider", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useChat())).toThrow("useChat must be used within a ChatProvider");
    quiet.mockRestore();
  });

  it("opens, closes and toggles one shared flag, marked on <html> and in the session", () => {
    const { result } = renderHook(() => useChat(), { wrapper: ChatProvider });
    expect(result.current.isChatOpen).toBe(false);
    act(() => result.current.openChat());
    expect(result.current.isChatOpen).toBe(true);
    expect(root.dataset.chatOpen).toBe("true");
    expect(sessionStorage.getItem(SESSION_KEYS.chatOpen)).toBe("1");
    act(() => result.current.toggleChat());
    expect(result.current.isChatOpen).toBe(false);
    expect(root.hasAttribute("data-chat-open")).toBe(false);
    expect(sessionStorage.getItem(SESSION_KEYS.chatOpen)).toBeNull();
    act(() => result.current.toggleChat());
    act(() => result.current.closeChat());
    expect(result.current.isChatOpen).toBe(false);
  });

  it("is shared by every consumer under the provider", () => {
    const view = render(
      <ChatProvider>
        <Opener />
        <Reader />
      </ChatProvider>,
    );
    act(() => view.getByRole("button").click());
    expect(seen.at(-1)).toBe(true);
  });

  it("starts open when the page arrived with the chat open (the previous page left it open)", () => {
    root.dataset.chatOpen = "true";
    const { result } = renderHook(() => useChat(), { wrapper: ChatProvider });
    expect(result.current.isChatOpen).toBe(true);
  });

  it("follows the session when the page comes back from the back-forward cache", () => {
    const { result } = renderHook(() => useChat(), { wrapper: ChatProvider });
    act(() => result.current.openChat());
    // Another page closed the chat; then the visitor went back to this one.
    sessionStorage.removeItem(SESSION_KEYS.chatOpen);
    act(() => {
      window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    });
    expect(result.current.isChatOpen).toBe(false);
    expect(root.hasAttribute("data-chat-open")).toBe(false);
  });
});
