import { describe, expect, it, vi } from "vitest";
import { hasQueuedToasts, notify, onToastQueued, takeQueuedToasts } from "./notify.ts";

describe("notify", () => {
  it("queues toasts in order and tells the host", () => {
    const listener = vi.fn();
    const stop = onToastQueued(listener);
    notify("success", "Saved");
    notify("error", "Failed");
    expect(listener).toHaveBeenCalledTimes(2);
    expect(hasQueuedToasts()).toBe(true);
    expect(takeQueuedToasts()).toEqual([
      { kind: "success", message: "Saved" },
      { kind: "error", message: "Failed" },
    ]);
    expect(hasQueuedToasts()).toBe(false);
    stop();
    notify("success", "Again");
    expect(listener).toHaveBeenCalledTimes(2);
    takeQueuedToasts();
  });
});
