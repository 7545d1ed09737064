import { launchMessages } from "@contracts/enquiry-forms/from-content.ts";
import { describe, expect, it, vi } from "vitest";
import { readSiteContent, single } from "~/content/read-content.ts";
import { subscribe } from "./subscribe.ts";

const enquiries = single(readSiteContent().enquiries, "enquiries");

describe("launch messages (site/enquiries.en.yaml launch)", () => {
  it("give the WhatsApp message the email, the date and the page, and the email its fields, with no reply-to", async () => {
    const open = vi.fn();
    const send = vi.fn().mockResolvedValue("sent");
    const outcome = await subscribe(
      {
        email: "nimali@example.lk",
        now: new Date(2026, 10, 22, 9, 30),
        siteName: "Serendib Digital",
        messages: launchMessages(enquiries),
      },
      { open, send },
    );
    expect(outcome).toBe("subscribed");
    expect(open.mock.calls[0]![0].split("\n")).toEqual([
      enquiries.launch.intro,
      `${enquiries.lineLabels.email}: nimali@example.lk`,
      `${enquiries.lineLabels.date}: 22 November 2026`,
      `${enquiries.lineLabels.page}: ${enquiries.launch.page}`,
    ]);
    expect(send).toHaveBeenCalledWith({
      to_name: "Serendib Digital",
      from_name: "nimali@example.lk",
      subject: enquiries.launch.email.subject,
      message: expect.stringContaining("nimali@example.lk"),
    });
    const { message } = send.mock.calls[0]![0] as { message: string };
    expect(message).toContain("22 November 2026");
    expect(message).toContain(enquiries.launch.page);
    expect(message).not.toMatch(/\{\w+\}/);
  });
});
