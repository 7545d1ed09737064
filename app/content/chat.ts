import type { ChatContent } from "./chat.schema.ts";
import { siteConfig } from "./site-config.ts";

/** Copy of the floating widget, the teaser, the chat panel and the chat API's messages. */
export const chatContent = {
  assistantName: siteConfig.assistant.name,
  assistantSubtitle: siteConfig.assistant.subtitle,
  greeting: `Hi, I'm ${siteConfig.assistant.name}, the ${siteConfig.name} assistant. I can help with web development, digital marketing and design services — ask me about our services, packages, process or how to get a free quote.`,
  widget: {
    openLabel: "Open chat and contact options",
    closeLabel: "Close chat and contact options",
    panelLabel: "Chat with us",
    online: "We're online!",
    replies: "Typically replies within minutes",
    assistantAction: `Chat with ${siteConfig.assistant.name}`,
    assistantActionHint: "Instant answers from our AI assistant",
    whatsappAction: "Start WhatsApp Chat",
    whatsappActionHint: "Talk to our team directly",
    whatsappGreeting: `Hi ${siteConfig.name}! I'm interested in your digital services and would like to discuss a project.`,
  },
  teaser: {
    text: "Hi! Ready to chat with our AI assistant?",
    start: "Start Chat",
    dismiss: "Dismiss chat invitation",
  },
  panel: {
    close: "Close chat",
    messagesLabel: "Conversation",
    inputLabel: "Your message",
    placeholder: "Ask about services, packages or a quote…",
    send: "Send message",
    typing: `${siteConfig.assistant.name} is typing`,
    hint: "Enter to send · Shift+Enter for a new line",
    you: "You",
  },
  errors: {
    localApi: "Failed to get AI response",
    aiService: "Failed to get AI response from Gemini",
    invalidFormat: "Invalid response format",
    emptyReply: "Sorry, I could not process your request.",
    connection: "Sorry, I'm having trouble connecting right now. Please try again later.",
  },
  apiErrors: {
    contentType: "Please send the chat message as JSON (Content-Type: application/json).",
    malformedJson: "The chat request is not valid JSON.",
    tooLarge: "The chat request is too large (32 KB at most).",
    rateLimited: "You're sending messages faster than we can answer. Please wait a minute and try again.",
    notFound: "Not found",
  },
} as const satisfies ChatContent;
