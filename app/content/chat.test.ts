import { describe, expect, it } from "vitest";
import { chatContentSchema } from "./chat.schema.ts";
import { chatContent } from "./chat.ts";
import { siteConfig } from "./site-config.ts";

describe("chat copy", () => {
  it("matches its schema", () => {
    expect(() => chatContentSchema.parse(chatContent)).not.toThrow();
  });

  it("keeps the spec's exact strings", () => {
    expect(chatContent.widget.online).toBe("We're online!");
    expect(chatContent.widget.replies).toBe("Typically replies within minutes");
    expect(chatContent.widget.whatsappAction).toBe("Start WhatsApp Chat");
    expect(chatContent.teaser.text).toBe("Hi! Ready to chat with our AI assistant?");
    expect(chatContent.teaser.start).toBe("Start Chat");
    expect(chatContent.assistantName).toBe(siteConfig.assistant.name);
    expect(chatContent.assistantSubtitle).toBe("Digital Assistant");
    expect(chatContent.errors).toEqual({
      localApi: "Failed to get AI response",
      aiService: "Failed to get AI response from Gemini",
      invalidFormat: "Invalid response format",
      emptyReply: "Sorry, I could not process your request.",
      connection: "Sorry, I'm having trouble connecting right now. Please try again later.",
    });
  });

  it("greets with the assistant's name and its three areas of help", () => {
    expect(chatContent.greeting).toContain(siteConfig.assistant.name);
    for (const area of ["web development", "digital marketing", "design"])
      expect(chatContent.greeting).toContain(area);
  });

  it("prefills the WhatsApp greeting with digital services and a project", () => {
    expect(chatContent.widget.whatsappGreeting).toMatch(/interested in your digital services/);
    expect(chatContent.widget.whatsappGreeting).toMatch(/discuss a project/);
  });
});
