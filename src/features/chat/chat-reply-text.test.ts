import { describe, expect, it } from "vitest";
import { type ReplyLinks, splitReply } from "./chat-reply-text.tsx";

const links: ReplyLinks = {
  sitePaths: ["/", "/contact", "/get-quote", "/services", "/services/seo-optimization"],
  whatsappNumber: "94770000000",
  whatsappHref: "https://wa.me/94770000000?text=Hello%20agency",
  phones: ["+94 77 000 0000", "+91 90000 00000"],
  emails: ["hello@agency.example", "projects@agency.example"],
};

describe("splitReply", () => {
  it("links site paths that exist and leaves everything else as text", () => {
    expect(
      splitReply("See /services/seo-optimization or /get-quote. Not /admin, nor 24/7, nor UI/UX.", links),
    ).toEqual([
      { kind: "text", text: "See " },
      { kind: "page", text: "/services/seo-optimization", to: "/services/seo-optimization" },
      { kind: "text", text: " or " },
      { kind: "page", text: "/get-quote", to: "/get-quote" },
      { kind: "text", text: ". Not /admin, nor 24/7, nor UI/UX." },
    ]);
  });

  it("links a page in the visitor's language, the path shown as the assistant wrote it", () => {
    const sinhala = {
      ...links,
      sitePaths: links.sitePaths.map((path) => (path === "/" ? "/si" : `/si${path}`)),
    };
    const parts = splitReply("විස්තර: /services/seo-optimization · /get-quote · /admin", sinhala, "si");
    expect(parts.filter((part) => part.kind === "page")).toEqual([
      { kind: "page", text: "/services/seo-optimization", to: "/si/services/seo-optimization" },
      { kind: "page", text: "/get-quote", to: "/si/get-quote" },
    ]);
    // A path the page does not have in its language stays text.
    expect(splitReply("/contact", links, "hi")).toEqual([{ kind: "text", text: "/contact" }]);
  });

  it("links the configured WhatsApp, phone and email values only", () => {
    const parts = splitReply(
      "WhatsApp https://wa.me/94770000000?text=hi, call +94 77 000 0000, email hello@agency.example; not https://wa.me/15550000000 or evil@example.com",
      links,
    );
    expect(parts.filter((part) => part.kind !== "text")).toEqual([
      { kind: "external", text: "https://wa.me/94770000000?text=hi", href: links.whatsappHref },
      { kind: "external", text: "+94 77 000 0000", href: "tel:+94770000000" },
      { kind: "external", text: "hello@agency.example", href: "mailto:hello@agency.example" },
    ]);
  });

  it("never turns markup or other URLs into anything but text", () => {
    const reply =
      '<a href="javascript:alert(1)">x</a> <img src=x onerror=alert(1)> https://evil.example/get-quote [link](/contact)';
    const parts = splitReply(reply, links);
    expect(parts.map((part) => part.text).join("")).toBe(reply);
    expect(parts.filter((part) => part.kind === "external")).toEqual([]);
    // Only the real site path inside the Markdown-looking text becomes a link.
    expect(parts.filter((part) => part.kind === "page").map((part) => part.text)).toEqual(["/contact"]);
  });

  it("keeps the text whole when nothing is linkable", () => {
    expect(splitReply("Plain words.", links)).toEqual([{ kind: "text", text: "Plain words." }]);
    expect(splitReply("", links)).toEqual([]);
  });
});
