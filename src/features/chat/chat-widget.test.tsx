import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readSiteContent, single } from "#src/content/read-content.ts";
import { ChatWidget } from "./chat-widget.tsx";

const content = readSiteContent();
const chat = single(content.chat, "chat");

const widget = (copy: typeof chat, locale: { code: "en" | "si" | "ta" | "hi"; tag: string }) =>
  renderToStaticMarkup(
    <ChatWidget
      copy={copy}
      assistant={{ name: "Seren", subtitle: "Digital Assistant" }}
      whatsappHref="https://wa.me/94770000000?text=Hi"
      links={{ sitePaths: ["/"], whatsappNumber: "94770000000", whatsappHref: "", phones: [], emails: [] }}
      newTab="(opens in a new tab)"
      locale={locale}
    />,
  );
const html = widget(chat, { code: "en", tag: "en" });

describe("the chat widget's HTML (before its code arrives)", () => {
  it("has the toggle and its menu as a popover (plain HTML), the teaser and the panel's placeholder, no panel", () => {
    expect(html).toContain(`aria-label="${chat.widget.openLabel}"`);
    const menuId = /<section id="([^"]+)" popover="auto" aria-label="([^"]+)"/.exec(html);
    expect(menuId?.[2]).toBe(chat.widget.panelLabel);
    expect(html.toLowerCase()).toContain(`popovertarget="${menuId?.[1]?.toLowerCase()}"`);
    expect(html).toContain("data-chat-teaser");
    expect(html).toContain("data-chat-panel-placeholder");
    expect(html).not.toContain("<dialog");
  });

  it("draws the teaser one character at a time: a span per character, numbered for its delay", () => {
    const characters = [...html.matchAll(/<span data-teaser-char="" style="--char:(\d+)">([^<]*)<\/span>/g)];
    expect(characters.map((match) => match[2]).join("")).toBe(chat.teaser.text.replace(/'/g, "&#x27;"));
    expect(characters.map((match) => Number(match[1]))).toEqual(
      [...chat.teaser.text].map((_, index) => index),
    );
    // The whole sentence, once, for screen readers.
    expect(html).toContain(`<span class="sr-only">${chat.teaser.text}</span>`);
  });
});

describe("the teaser in Sinhala, Tamil and Hindi", () => {
  /** A character that cannot stand alone: a vowel sign or virama (combining mark), or a joiner. */
  const broken = /^[\p{M}\u200C\u200D]/u;

  it.each([
    ["si", "si-LK"],
    ["ta", "ta-LK"],
    ["hi", "hi-IN"],
  ] as const)("types out whole letters in %s, never a mark on its own", (code, tag) => {
    const copy = single(readSiteContent({ locale: code }).chat, "chat");
    const page = widget(copy, { code, tag });
    const characters = [
      ...page.matchAll(/<span data-teaser-char="" style="--char:\d+">([^<]*)<\/span>/g),
    ].map((match) => match[1]!);
    expect(characters.join("")).toBe(copy.teaser.text.replace(/'/g, "&#x27;"));
    for (const character of characters) expect(character).not.toMatch(broken);
    // Fewer steps than code points: the clusters hold together.
    expect(characters.length).toBeLessThan([...copy.teaser.text].length);
  });
});
