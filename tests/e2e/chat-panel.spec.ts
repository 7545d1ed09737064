import type { Route } from "@playwright/test";
import {
  answerChat,
  chatInput,
  chatPanel,
  json,
  openChat,
  replies,
  sendButton,
  TIME,
  toggle,
  visitorMessages,
} from "./chat-helpers";
import { expect, seriousA11yViolations, test } from "./fixtures";
import { chat, identity } from "./site-content";

test.describe.configure({ timeout: 60_000 });

for (const width of [375, 1440]) {
  test.describe(`chat panel at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("opens as an accessible dialog with the greeting, focus in the input", async ({
      page,
      visit,
      consoleProblems,
    }) => {
      await visit("/contact");
      await openChat(page);
      const panel = chatPanel(page);
      await expect(panel.getByRole("heading", { name: identity.assistant.name })).toBeVisible();
      await expect(panel.getByText("Digital Assistant", { exact: true })).toBeVisible();
      await expect(chatInput(page)).toBeFocused();
      await expect(replies(page)).toHaveCount(1);
      const greeting = replies(page).first();
      await expect(greeting.locator("div")).toHaveText(`${identity.assistant.name}: ${chat.greeting}`);
      await expect(greeting.locator("time")).toHaveText(TIME);
      expect(
        await page.evaluate(() => document.querySelector("dialog[data-chat-panel]")?.matches(":modal")),
      ).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      // The lazily loaded panel runs under the site's CSP without a complaint.
      expect(consoleProblems).toEqual([]);
    });

    test("is full width on phones and a fixed width beside the shifted page on wide screens", async ({
      page,
      visit,
    }) => {
      await visit("/contact");
      const html = page.locator("html");
      const frame = page.locator("body > div").first();
      const before = await page.locator("main").boundingBox();
      await openChat(page);
      const panelBox = async () => {
        const box = await chatPanel(page).locator("section").first().boundingBox();
        return { x: Math.round(box?.x ?? -1), width: Math.round(box?.width ?? -1) };
      };
      await expect(html).toHaveAttribute("data-chat-open", "true");
      // Polled: the panel slides in over 300 ms.
      if (width < 768) {
        await expect.poll(panelBox).toEqual({ x: 0, width });
        await expect(frame).toHaveCSS("padding-right", "0px");
      } else {
        await expect.poll(panelBox).toEqual({ x: width - 416, width: 416 });
        // The page makes room: its content ends where the panel starts.
        await expect(frame).toHaveCSS("padding-right", "416px");
        await expect
          .poll(async () => Math.round((await page.locator("main").boundingBox())?.width ?? 0))
          .toBe(Math.round((before?.width ?? 0) - 416));
        // The floating top bar moves over too, so none of its links hide under the panel.
        await expect
          .poll(async () => Math.round((await page.getByRole("banner").boundingBox())?.width ?? 0))
          .toBe(width - 416);
        // Its links still fit inside it.
        const bar = page.locator("[data-top-bar]");
        expect(await bar.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
        // And so does back-to-top.
        await page.evaluate(() => window.scrollTo(0, 800));
        const backToTop = page.getByRole("link", { name: "Back to top" });
        await expect
          .poll(async () => {
            const box = await backToTop.boundingBox();
            return Math.round((box?.x ?? 0) + (box?.width ?? 0));
          })
          .toBeLessThanOrEqual(width - 416);
      }
      await page.keyboard.press("Escape");
      await expect(html).not.toHaveAttribute("data-chat-open");
      await expect(frame).toHaveCSS("padding-right", "0px");
    });

    test("closes on Escape and on the close button, handing focus back", async ({ page, visit }) => {
      await visit("/contact");
      await openChat(page);
      await page.keyboard.press("Escape");
      await expect(chatPanel(page)).toBeHidden();
      await expect(toggle(page)).toBeFocused();

      await openChat(page);
      await expect(chatInput(page)).toBeFocused();
      await chatPanel(page).getByRole("button", { name: chat.panel.close }).click();
      await expect(chatPanel(page)).toBeHidden();
      await expect(toggle(page)).toBeFocused();
    });

    if (width >= 768) {
      test("closes on a backdrop click", async ({ page, visit }) => {
        await visit("/contact");
        await openChat(page);
        await page.mouse.click(40, 450);
        await expect(chatPanel(page)).toBeHidden();
      });
    }

    test("sends with Enter, makes a new line with Shift+Enter, and never sends blank input", async ({
      page,
      visit,
    }) => {
      const bodies: unknown[] = [];
      await answerChat(page, async (route) => {
        bodies.push(route.request().postDataJSON());
        await json(200, { response: "Noted!" })(route);
      });
      await visit("/contact");
      await openChat(page);
      await expect(sendButton(page)).toBeDisabled();
      await chatInput(page).fill("   \n  ");
      await expect(sendButton(page)).toBeDisabled();
      await chatInput(page).press("Enter");
      await page.waitForTimeout(300);
      expect(bodies).toHaveLength(0);

      await chatInput(page).fill("First line");
      await chatInput(page).press("Shift+Enter");
      await chatInput(page).pressSequentially("second line");
      await expect(chatInput(page)).toHaveValue("First line\nsecond line");
      await expect(sendButton(page)).toBeEnabled();
      await chatInput(page).press("Enter");
      await expect(replies(page)).toHaveCount(2);
      await expect(chatInput(page)).toHaveValue("");
      await expect(visitorMessages(page)).toHaveCount(1);
      await expect(visitorMessages(page).first()).toContainText("First line\nsecond line");
      await expect(visitorMessages(page).first().locator("time")).toHaveText(TIME);
      expect(bodies[0]).toEqual({
        message: "First line\nsecond line",
        conversation: [{ sender: "ai", text: chat.greeting }],
        locale: "en",
      });

      // The send button works too, and the conversation so far goes along.
      await chatInput(page).fill("Thanks");
      await sendButton(page).click();
      await expect(replies(page)).toHaveCount(3);
      expect((bodies[1] as { conversation: unknown[] }).conversation).toHaveLength(3);
    });

    test("shows a typing indicator while waiting and announces the reply", async ({ page, visit }) => {
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      await answerChat(page, async (route) => {
        await gate;
        await json(200, { response: "Here is your answer." })(route);
      });
      await visit("/contact");
      await openChat(page);
      await chatInput(page).fill("Hello?");
      await chatInput(page).press("Enter");
      const typing = chatPanel(page).getByRole("status");
      await expect(typing).toBeVisible();
      await expect(typing).toHaveText(chat.panel.typing);
      await expect(sendButton(page)).toBeDisabled();
      release();
      await expect(typing).toBeHidden();
      await expect(replies(page).last()).toContainText("Here is your answer.");
      const live = page.locator("[data-chat-announcer]");
      await expect(live).toHaveAttribute("aria-live", "polite");
      await expect(live).toHaveText(`${identity.assistant.name}: Here is your answer.`);
    });

    test("keeps the latest message in view", async ({ page, visit }) => {
      await answerChat(page, json(200, { response: "A long answer. ".repeat(40) }));
      await visit("/contact");
      await openChat(page);
      for (let i = 1; i <= 4; i++) {
        await chatInput(page).fill(`Question ${i}`);
        await chatInput(page).press("Enter");
        await expect(replies(page)).toHaveCount(i + 1);
      }
      const scroller = chatPanel(page).locator("[data-chat-scroller]");
      await expect
        .poll(() => scroller.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight))
        .toBeLessThan(2);
      await expect(replies(page).last()).toBeInViewport();
    });

    test("shows a reply's markup as text and links only site paths and configured contacts", async ({
      page,
      visit,
    }) => {
      await answerChat(
        page,
        json(200, {
          response: `<img src=x onerror="window.__pwned=1"> <a href="https://evil.example">click</a> See /contact, /no-such-page, https://evil.example/get-quote or https://wa.me/${identity.contact.whatsappNumber}`,
        }),
      );
      await visit("/contact");
      await openChat(page);
      await chatInput(page).fill("Hi");
      await chatInput(page).press("Enter");
      const reply = replies(page).nth(1);
      await expect(reply).toContainText('<img src=x onerror="window.__pwned=1">');
      await expect(reply.locator("img")).toHaveCount(0);
      const hrefs = await reply
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual([
        "/contact",
        expect.stringMatching(new RegExp(`^https://wa\\.me/${identity.contact.whatsappNumber}\\?text=`)),
      ]);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    });

    test("shows the spec's texts when a reply fails", async ({ page, visit }) => {
      const answers = [
        json(502, { message: "Failed to get AI response from Gemini" }),
        json(500, {}),
        json(200, { answer: "wrong shape" }),
        json(200, { response: "" }),
        (route: Route) => route.abort("connectionrefused"),
        json(429, {
          message: "You're sending messages faster than we can answer. Please wait a minute and try again.",
        }),
      ];
      const expected = [
        "Failed to get AI response from Gemini",
        "Failed to get AI response",
        "Invalid response format",
        "Sorry, I could not process your request.",
        "Sorry, I'm having trouble connecting right now. Please try again later.",
        "You're sending messages faster than we can answer. Please wait a minute and try again.",
      ];
      let call = 0;
      await answerChat(page, async (route) => answers[call++]!(route));
      await visit("/contact");
      await openChat(page);
      for (const [index, text] of expected.entries()) {
        await chatInput(page).fill(`Question ${index}`);
        await chatInput(page).press("Enter");
        await expect(replies(page)).toHaveCount(index + 2);
        await expect(replies(page).last().locator("div")).toHaveText(`${identity.assistant.name}: ${text}`);
      }
    });

    test("loads the panel's code only when the chat is first opened", async ({ page, visit }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await visit("/contact");
      await page.waitForTimeout(500);
      expect(scripts.filter((url) => /chat-/.test(url))).toEqual([]);
      await toggle(page).hover();
      await expect(toggle(page).locator("xpath=ancestor::astro-island[1]")).not.toHaveAttribute("ssr", /.*/);
      expect(scripts.filter((url) => /chat-panel/.test(url))).toEqual([]);
      await openChat(page);
      expect(scripts.filter((url) => /chat-panel/.test(url))).toHaveLength(1);
    });
  });
}
