import { describe, expect, it } from "vitest";
import { siteConfig } from "~/content/site-config";
import { splitReply } from "./chat-reply-text";

describe("splitReply", () => {
  it("links site paths that exist and leaves everything else as text", () => {
    expect(
      splitReply("See /services/seo-optimization or /get-quote. Not /admin, nor 24/7, nor UI/UX."),
    ).toEqual([
      { kind: "text", text: "See " },
      { kind: "page", text: "/services/seo-optimization", to: "/services/seo-optimization" },
      { kind: "text", text: " or " },
      { kind: "page", text: "/get-quote", to: "/get-quote" },
      { kind: "text", text: ". Not /admin, nor 24/7, nor UI/UX." },
    ]);
  });

  it("links the configured WhatsApp, phone and email values only", () => {
    const { contact } = siteConfig;
    const parts = splitReply(
      `WhatsApp https://wa.me/${contact.whatsappNumber}, call ${contact.phones.sriLanka.display}, email ${contact.emails.info}; not https://wa.me/15550000000 or evil@example.com`,
    );
    const links = parts.filter((part) => part.kind !== "text");
    expect(links).toHaveLength(3);
    expect(links[0]).toMatchObject({
      kind: "external",
      href: expect.stringMatching(/^https:\/\/wa\.me\/94771234567\?text=/),
    });
    expect(links[1]).toMatchObject({ kind: "external", href: "tel:+94771234567" });
    expect(links[2]).toMatchObject({ kind: "external", href: `mailto:${contact.emails.info}` });
  });

  it("never turns markup or other URLs into anything but text", () => {
    const reply =
      '<a href="javascript:alert(1)">x</a> <img src=x onerror=alert(1)> https://evil.example/get-quote [link](/contact)';
    const parts = splitReply(reply);
    expect(parts.map((part) => part.text).join("")).toBe(reply);
    expect(parts.filter((part) => part.kind === "external")).toEqual([]);
    // Only the real site path inside the Markdown-looking text becomes a link.
    expect(parts.filter((part) => part.kind === "page").map((part) => part.text)).toEqual(["/contact"]);
  });
});
