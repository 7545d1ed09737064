import { describe, expect, it, vi } from "vitest";
import { launchingSoonPage } from "~/content/launching-soon";
import { composeLaunchEnquiry, subscribeToLaunch } from "./subscribe-to-launch";

const copy = launchingSoonPage.notify;
const now = new Date(2026, 10, 22, 9, 30);
const subscription = { email: "nimali@example.lk", siteName: "Serendib Digital", now, copy };

describe("launch notification", () => {
  it("gives the email, the date and the page name to the messaging app", () => {
    expect(composeLaunchEnquiry(subscription).split("\n")).toEqual([
      "Hi Serendib Digital! Please let me know when you launch.",
      "Email: nimali@example.lk",
      "Date: 22 November 2026",
      "Page: Launching Soon",
    ]);
  });

  it("opens the messaging app, then sends the email with the spec's fields", async () => {
    const calls: string[] = [];
    const deps = {
      open: vi.fn(() => void calls.push("open")),
      send: vi.fn(async () => void calls.push("send")),
    };
    expect(await subscribeToLaunch(subscription, deps)).toBe("subscribed");
    expect(calls).toEqual(["open", "send"]);
    expect(deps.send).toHaveBeenCalledWith({
      to_name: "Serendib Digital",
      from_name: "nimali@example.lk",
      subject: "New launch notification request",
      message:
        "nimali@example.lk asked to be told when Serendib Digital launches (22 November 2026, Launching Soon).",
    });
  });

  it("reports a failure when the email service fails", async () => {
    const deps = { open: vi.fn(), send: vi.fn(async () => Promise.reject(new Error("EmailJS 500"))) };
    expect(await subscribeToLaunch(subscription, deps)).toBe("failed");
    expect(deps.open).toHaveBeenCalledOnce();
  });

  it("reports a failure when the messaging app cannot open, without sending", async () => {
    const deps = {
      open: vi.fn(() => {
        throw new Error("blocked");
      }),
      send: vi.fn(async () => {}),
    };
    expect(await subscribeToLaunch(subscription, deps)).toBe("failed");
    expect(deps.send).not.toHaveBeenCalled();
  });
});
