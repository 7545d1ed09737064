// @vitest-environment happy-dom
import { act, render, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ChatProvider, useChat } from "./chat-context";

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

describe("chat context", () => {
  it("throws a clear error outside its provider", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useChat())).toThrow("useChat must be used within a ChatProvider");
    quiet.mockRestore();
  });

  it("opens, closes and toggles one shared flag", () => {
    const { result } = renderHook(() => useChat(), { wrapper: ChatProvider });
    expect(result.current.isChatOpen).toBe(false);
    act(() => result.current.openChat());
    expect(result.current.isChatOpen).toBe(true);
    act(() => result.current.toggleChat());
    expect(result.current.isChatOpen).toBe(false);
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
});
