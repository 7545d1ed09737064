import { z } from "zod";
import { template, text } from "./parts.ts";

/**
 * Copy of the chat assistant: the floating widget, the teaser bubble, the chat panel and the texts shown as
 * the assistant's message when a reply fails. The assistant's name and subtitle live in the identity file.
 */
export const chatSchema = () =>
  z.strictObject({
    /** The assistant's first message in every conversation. */
    greeting: text(),
    widget: z.strictObject({
      openLabel: text(),
      closeLabel: text(),
      panelLabel: text(),
      online: text(),
      replies: text(),
      assistantAction: text(),
      assistantActionHint: text(),
      whatsappAction: text(),
      whatsappActionHint: text(),
    }),
    teaser: z.strictObject({
      // Typed out at 50 ms a character in a bubble about 17rem wide: longer text wraps past three lines.
      text: text().refine(
        (value) => value.length <= 70,
        "at most 70 characters: the bubble holds three lines",
      ),
      start: text(),
      dismiss: text(),
    }),
    panel: z.strictObject({
      close: text(),
      /** Shown while the chat's code arrives (the chat was open on the page before). */
      loading: text(),
      messagesLabel: text(),
      inputLabel: text(),
      placeholder: text(),
      send: text(),
      typing: text(),
      hint: text(),
      you: text(),
      /** Who says a message, for screen readers: before each message and in the announcement of a reply. */
      speaker: template({ required: ["name", "text"] }),
    }),
    /** Shown as the assistant's message when a reply fails (spec section 8). */
    errors: z.strictObject({
      localApi: text(),
      invalidFormat: text(),
      emptyReply: text(),
      connection: text(),
    }),
  });
