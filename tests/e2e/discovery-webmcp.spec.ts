import { expect, test } from "./fixtures";

// Chromium 156 ships WebMCP behind a feature flag, as `document.modelContext`.
test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--headless=new", "--enable-features=WebMCPTesting"],
  },
});

test.describe("AI agents in Chromium's own WebMCP", () => {
  test("the browser lists the site's tools and the newsletter form, runs a look-up, and asks before an enquiry", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const supported = await page.evaluate(() => "modelContext" in document || "modelContext" in navigator);
    test.skip(!supported, "this Chromium has no WebMCP");

    type Registered = { name: string; annotations?: { readOnlyHint?: boolean } };
    type Context = {
      getTools(): Promise<Registered[]>;
      executeTool(tool: Registered, input: object): Promise<string>;
    };
    const names = () =>
      page.evaluate(async () => {
        const context = (document as unknown as { modelContext: Context }).modelContext;
        return (await context.getTools())
          .map((t) => `${t.name}${t.annotations?.readOnlyHint ? " (read-only)" : ""}`)
          .sort();
      });
    await expect
      .poll(names)
      .toEqual([
        "get_service_packages (read-only)",
        "list_packages_by_category (read-only)",
        "list_services (read-only)",
        "prepare_enquiry",
        "search_templates (read-only)",
        "subscribe_newsletter",
      ]);

    const run = (name: string, input: object) =>
      page.evaluate(
        async ([name, input]) => {
          const context = (document as unknown as { modelContext: Context }).modelContext;
          const tool = (await context.getTools()).find((t) => t.name === name)!;
          const result = JSON.parse(await context.executeTool(tool, input as object));
          return result.content.map((c: { text: string }) => c.text).join("\n") as string;
        },
        [name, input] as const,
      );

    expect(JSON.parse(await run("search_templates", { query: "restaurant" })).templates[0].category).toBe(
      "Restaurant",
    );

    const questions: string[] = [];
    page.once("dialog", (dialog) => {
      questions.push(dialog.message());
      return dialog.dismiss();
    });
    const declined = await run("prepare_enquiry", { message: "A menu website for our café" });
    expect(questions).toEqual([expect.stringContaining("Message: A menu website for our café")]);
    expect(declined).not.toContain("wa.me");

    page.once("dialog", (dialog) => dialog.accept());
    const prepared = JSON.parse(await run("prepare_enquiry", { message: "A menu website for our café" }));
    expect(new URL(prepared.link).searchParams.get("text")).toContain("Message: A menu website for our café");
  });
});
