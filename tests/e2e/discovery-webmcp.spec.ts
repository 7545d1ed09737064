import { chromiumLaunchOptions } from "#scripts/chromium.ts";
import { openPage, pages } from "./discovery-helpers";
import { expect, test } from "./fixtures";

// Chromium 156 ships WebMCP behind a feature flag, as `document.modelContext`.
test.use({ launchOptions: chromiumLaunchOptions("--headless=new", "--enable-features=WebMCPTesting") });

const IMPERATIVE = [
  "get_service_packages (read-only)",
  "list_packages_by_category (read-only)",
  "list_services (read-only)",
  "prepare_enquiry",
  "search_templates (read-only)",
];

test.describe("AI agents in Chromium's own WebMCP", () => {
  test("the browser lists the site's tools and the page's forms, runs a look-up, and asks before an enquiry", async ({
    page,
  }) => {
    const path = pages.find((p) => !p.noIndex)!.path;
    await openPage(page, path);
    const supported = await page.evaluate(() => "modelContext" in document || "modelContext" in navigator);
    test.skip(!supported, "this Chromium has no WebMCP");

    type Registered = { name: string; annotations?: { readOnlyHint?: boolean } };
    type Context = {
      getTools(): Promise<Registered[]>;
      executeTool(tool: Registered, input: object): Promise<string>;
    };
    const forms = await page
      .locator("form[toolname]")
      .evaluateAll((elements) => elements.map((element) => element.getAttribute("toolname")!));
    expect(forms.length).toBeGreaterThan(0);
    const names = () =>
      page.evaluate(async () => {
        const context = (document as unknown as { modelContext: Context }).modelContext;
        return (await context.getTools())
          .map((t) => `${t.name}${t.annotations?.readOnlyHint ? " (read-only)" : ""}`)
          .sort();
      });
    await expect.poll(names).toEqual([...IMPERATIVE, ...forms].sort());

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

    expect(JSON.parse(await run("list_services", {})).services.length).toBeGreaterThan(0);

    const questions: string[] = [];
    page.once("dialog", (dialog) => {
      questions.push(dialog.message());
      return dialog.dismiss();
    });
    const declined = await run("prepare_enquiry", { message: "A menu website for our café" });
    expect(questions).toEqual([expect.stringContaining("A menu website for our café")]);
    expect(declined).not.toContain("wa.me");

    page.once("dialog", (dialog) => dialog.accept());
    const prepared = JSON.parse(await run("prepare_enquiry", { message: "A menu website for our café" }));
    expect(new URL(prepared.link).searchParams.get("text")).toContain("A menu website for our café");
  });
});
