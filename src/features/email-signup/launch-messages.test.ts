import { describe, expect, it, vi } from "vitest";
import { launchMessages } from "#contracts/enquiry-forms/from-content.ts";
import { LOCALE_INFO } from "#contracts/locales.ts";
import { readSiteContent, single } from "#src/content/read-content.ts";
import { subscribe } from "./subscribe.ts";

const enquiries = single(readSiteContent().enquiries, "enquiries");
const hindi = single(readSiteContent({ locale: "hi" }).enquiries, "enquiries");

describe("launch messages (site/enquiries/enquiries.en.yaml launch)", () => {
  it("give the WhatsApp message the email, the date, the page and the language, and the email its fields, with no reply-to", async () => {
    const open = vi.fn();
    const send = vi.fn().mockResolvedValue("sent");
    const outcome = await subscribe(
      {
        email: "nimali@example.lk",
        now: new Date(2026, 10, 22, 9, 30),
        siteName: "Serendib Digital",
        messages: launchMessages(enquiries, "en"),
      },
      { open, send },
    );
    expect(outcome).toBe("subscribed");
    expect(open.mock.calls[0]![0].split("\n")).toEqual([
      enquiries.launch.intro,
      `${enquiries.lineLabels.email}: nimali@example.lk`,
      `${enquiries.lineLabels.date}: November 22, 2026`,
      `${enquiries.lineLabels.page}: ${enquiries.launch.page}`,
      `${enquiries.lineLabels.language}: English`,
    ]);
    expect(send).toHaveBeenCalledWith({
      to_name: "Serendib Digital",
      from_name: "nimali@example.lk",
      subject: enquiries.launch.email.subject,
      message: expect.stringContaining("nimali@example.lk"),
    });
    const { message } = send.mock.calls[0]![0] as { message: string };
    expect(message).toContain("November 22, 2026");
    expect(message).toContain(enquiries.launch.page);
    expect(message).not.toMatch(/\{\w+\}/);
  });

  it("greet in Hindi on the Hindi page, with the staff's labels, date and email, and the language named", async () => {
    const open = vi.fn();
    const send = vi.fn().mockResolvedValue("sent");
    await subscribe(
      {
        email: "ravi@example.in",
        now: new Date(2026, 10, 22, 9, 30),
        siteName: "Serendib Digital",
        messages: launchMessages(hindi, "hi"),
      },
      { open, send },
    );
    expect(hindi.launch.intro).not.toBe(enquiries.launch.intro);
    expect(open.mock.calls[0]![0].split("\n")).toEqual([
      hindi.launch.intro,
      `${enquiries.lineLabels.email}: ravi@example.in`,
      `${enquiries.lineLabels.date}: November 22, 2026`,
      `${enquiries.lineLabels.page}: ${enquiries.launch.page}`,
      `${enquiries.lineLabels.language}: ${LOCALE_INFO.hi.englishName}`,
    ]);
    const { subject, message } = send.mock.calls[0]![0] as { subject: string; message: string };
    expect(subject).toBe(enquiries.launch.email.subject);
    expect(message).toContain(LOCALE_INFO.hi.englishName);
  });
});
