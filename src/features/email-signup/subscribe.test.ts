import { describe, expect, it, vi } from "vitest";
import { type SubscriptionMessages, subscribe } from "./subscribe.ts";

const messages: SubscriptionMessages = {
  intro: "Hi Agency! Please add me.",
  lines: [["Source", "Website Footer"]],
  labels: { email: "Email", date: "Date" },
  email: { subject: "New subscription", message: "{email} subscribed on {date} ({source}, {language})." },
  words: { source: "Website Footer" },
  replyTo: true,
  language: { locale: "ta", label: "Language" },
};
const now = new Date(2026, 10, 23, 12);

describe("subscribe", () => {
  it("opens the messaging app with the email, the date, the source and the visitor's language, then sends the email", async () => {
    const open = vi.fn();
    const send = vi.fn().mockResolvedValue("sent");
    const outcome = await subscribe(
      { email: "asha@example.lk", now, siteName: "Agency", messages },
      { open, send },
    );
    expect(outcome).toBe("subscribed");
    expect(open).toHaveBeenCalledWith(
      "Hi Agency! Please add me.\nEmail: asha@example.lk\nDate: November 23, 2026\nSource: Website Footer\nLanguage: Tamil",
    );
    expect(send).toHaveBeenCalledWith({
      to_name: "Agency",
      from_name: "asha@example.lk",
      reply_to: "asha@example.lk",
      subject: "New subscription",
      message: "asha@example.lk subscribed on November 23, 2026 (Website Footer, Tamil).",
    });
  });

  it("leaves reply_to out unless asked", async () => {
    const send = vi.fn().mockResolvedValue("sent");
    await subscribe(
      { email: "a@b.lk", now, siteName: "Agency", messages: { ...messages, replyTo: false } },
      { open: vi.fn(), send },
    );
    expect(send.mock.calls[0]![0]).not.toHaveProperty("reply_to");
  });

  it("fails when the email service fails", async () => {
    const send = vi.fn().mockRejectedValue(new Error("down"));
    const outcome = await subscribe(
      { email: "a@b.lk", now, siteName: "Agency", messages },
      { open: vi.fn(), send },
    );
    expect(outcome).toBe("failed");
  });

  it("fails without sending when the messaging app cannot open", async () => {
    const send = vi.fn().mockResolvedValue("sent");
    const open = vi.fn(() => {
      throw new Error("blocked");
    });
    const outcome = await subscribe({ email: "a@b.lk", now, siteName: "Agency", messages }, { open, send });
    expect(outcome).toBe("failed");
    expect(send).not.toHaveBeenCalled();
  });
});
