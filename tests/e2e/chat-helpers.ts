import type { Page, Route } from "@playwright/test";
import { expect } from "./fixtures";
import { chat, identity } from "./site-content";

/** The spec's 12-hour time on the English pages: "9:05 AM" (Intl writes a narrow no-break space before AM). */
export const TIME = /^(?:[1-9]|1[0-2]):[0-5]\d[\s\u202f](?:AM|PM)$/;

export const toggle = (page: Page) => page.getByRole("button", { name: /chat and contact options/ });
export const widgetMenu = (page: Page) => page.getByRole("region", { name: chat.widget.panelLabel });
export const assistantAction = (page: Page) =>
  page.getByRole("button", { name: chat.widget.assistantAction });
export const chatPanel = (page: Page) => page.getByRole("dialog", { name: identity.assistant.name });
export const chatInput = (page: Page) =>
  chatPanel(page).getByRole("textbox", { name: chat.panel.inputLabel });
export const sendButton = (page: Page) => chatPanel(page).getByRole("button", { name: chat.panel.send });
export const replies = (page: Page) => chatPanel(page).locator("li[data-sender=ai]");
export const visitorMessages = (page: Page) => chatPanel(page).locator("li[data-sender=user]");
export const teaser = (page: Page) => page.locator("[data-chat-teaser]");

/** Opens the chat panel through the widget's menu. */
export async function openChat(page: Page) {
  await toggle(page).click();
  await assistantAction(page).click();
  await expect(chatPanel(page)).toBeVisible();
}

/** Answers POST /api/chat in the browser, following contracts/chat.ts (the server's answers are its own tests'). */
export async function answerChat(page: Page, reply: (route: Route) => Promise<void>) {
  await page.route("**/api/chat", reply);
}

export const json = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
