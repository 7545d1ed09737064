import { describe, expect, it } from "vitest";
import { readInitialContent } from "#src/content/initial-content.test-helpers.ts";
import { single } from "#src/content/read-content.ts";

/** The spec's words, on the initial content (tests/fixtures/initial-content): the live copy is the staff's. */
const content = readInitialContent();
const chat = single(content.chat, "chat");
const identity = single(content.identity, "identity");
const enquiries = single(content.enquiries, "enquiries");

describe("chat copy (site/chat/chat.en.yaml)", () => {
  it("keeps the spec's exact strings", () => {
    expect(chat.widget.online).toBe("We're online!");
    expect(chat.widget.replies).toBe("Typically replies within minutes");
    expect(chat.widget.whatsappAction).toBe("Start WhatsApp Chat");
    expect(chat.teaser.text).toBe("Hi! Ready to chat with our AI assistant?");
    expect(chat.teaser.start).toBe("Start Chat");
    expect(identity.assistant.subtitle).toBe("Digital Assistant");
    expect(chat.errors).toEqual({
      localApi: "Failed to get AI response",
      invalidFormat: "Invalid response format",
      emptyReply: "Sorry, I could not process your request.",
      connection: "Sorry, I'm having trouble connecting right now. Please try again later.",
    });
  });

  it("greets with the assistant's name and its three areas of help", () => {
    expect(chat.greeting).toContain(identity.assistant.name);
    expect(chat.greeting).not.toContain("{");
    for (const area of ["web development", "digital marketing", "design"])
      expect(chat.greeting).toContain(area);
    expect(chat.widget.assistantAction).toContain(identity.assistant.name);
  });

  it("prefills the WhatsApp greeting with digital services and a project", () => {
    expect(enquiries.chatWidget).toMatch(/interested in your digital services/);
    expect(enquiries.chatWidget).toMatch(/discuss a project/);
    expect(enquiries.chatWidget).toContain(identity.name);
  });
});
