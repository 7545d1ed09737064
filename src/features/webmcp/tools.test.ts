import { describe, expect, it, vi } from "vitest";
import type { AgentToolsData } from "./agent-tools-data.ts";
import { createSiteTools, type SiteTool } from "./tools.ts";

const data: AgentToolsData = {
  pricing: "Contact for Pricing",
  enquiry: {
    whatsappNumber: "94770000000",
    intro: "Hi Agency! I have an enquiry.",
    labels: { name: "Name", service: "Service", message: "Message" },
    confirm: "Prepare this WhatsApp message to Agency?",
  },
  services: [
    {
      id: "photography",
      title: "Photography",
      summary: "Shoots.",
      url: "https://x.test/services/photography",
      packages: [{ name: "Basic", features: ["20 photos"] }],
    },
    {
      id: "seo-optimization",
      title: "SEO Optimization",
      summary: "Be found.",
      url: "https://x.test/services/seo-optimization",
      packages: [],
    },
  ],
  packages: [
    {
      name: "Studio Essentials",
      category: "Photography",
      features: ["2 hours"],
      url: "https://x.test/packages",
    },
    { name: "Logo Starter", category: "Graphic Design", features: [], url: "https://x.test/packages" },
  ],
  templates: [
    {
      id: "saffron-table",
      title: "Saffron Table",
      category: "Restaurant",
      features: ["Online menu"],
      url: "https://x.test/templates/saffron-table",
    },
    { id: "medicare", title: "MediCare Clinic", category: "Healthcare", features: [] },
  ],
};

function setup(confirmAnswer = true) {
  const loadData = vi.fn(async () => data);
  const confirm = vi.fn(() => confirmAnswer);
  const tools = new Map(createSiteTools({ loadData, confirm }).map((tool) => [tool.name, tool]));
  const call = async (
    name: string,
    input: Record<string, unknown> = {},
    client?: Parameters<SiteTool["execute"]>[1],
  ) => {
    const result = await tools.get(name)!.execute(input, client);
    return { ...result, text: result.content[0]!.text };
  };
  return { tools, call, confirm, loadData };
}

describe("WebMCP site tools", () => {
  it("are four read-only look-ups and one enquiry tool, each with a description and an object schema", () => {
    const { tools, loadData } = setup();
    expect([...tools.keys()]).toEqual([
      "list_services",
      "get_service_packages",
      "list_packages_by_category",
      "search_templates",
      "prepare_enquiry",
    ]);
    for (const tool of tools.values()) {
      expect(tool.description.length).toBeGreaterThan(20);
      expect(tool.inputSchema.type).toBe("object");
      expect(tool.annotations?.readOnlyHint ?? false).toBe(tool.name !== "prepare_enquiry");
    }
    expect(loadData).not.toHaveBeenCalled();
  });

  it("list services and a service's packages", async () => {
    const { call } = setup();
    expect(JSON.parse((await call("list_services")).text).services.map((s: { id: string }) => s.id)).toEqual([
      "photography",
      "seo-optimization",
    ]);
    expect(
      JSON.parse((await call("get_service_packages", { service: "photography" })).text).packages,
    ).toEqual([{ name: "Basic", features: ["20 photos"] }]);
    expect(JSON.parse((await call("get_service_packages", { service: "seo" })).text).note).toMatch(/quote/);
    const unknown = await call("get_service_packages", { service: "plumbing" });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain("photography");
  });

  it("list packages by category, or the categories", async () => {
    const { call } = setup();
    expect(JSON.parse((await call("list_packages_by_category")).text).categories).toEqual([
      { name: "Photography", count: 1 },
      { name: "Graphic Design", count: 1 },
    ]);
    const photo = JSON.parse((await call("list_packages_by_category", { category: "photography" })).text);
    expect(photo.packages.map((p: { name: string }) => p.name)).toEqual(["Studio Essentials"]);
  });

  it("search templates by name, category or feature", async () => {
    const { call } = setup();
    const ids = async (query: string) =>
      JSON.parse((await call("search_templates", { query })).text).templates.map((t: { id: string }) => t.id);
    expect(await ids("restaurant")).toEqual(["saffron-table"]);
    expect(await ids("online menu")).toEqual(["saffron-table"]);
    expect(await ids("clinic")).toEqual(["medicare"]);
    expect(await ids("")).toEqual(["saffron-table", "medicare"]);
  });

  it("prepare an enquiry link, in the content's words, only after the visitor confirms", async () => {
    const declined = setup(false);
    const no = await declined.call("prepare_enquiry", { message: "A logo please", name: "Asha" });
    expect(declined.confirm).toHaveBeenCalledWith(
      `${data.enquiry.confirm}\n\n${data.enquiry.intro}\nName: Asha\nMessage: A logo please`,
    );
    expect(no.text).toMatch(/did not confirm/);
    expect(no.text).not.toContain("wa.me");

    const agreed = setup(true);
    const interaction = vi.fn(async (callback: () => Promise<unknown>) => callback());
    const yes = JSON.parse(
      (
        await agreed.call(
          "prepare_enquiry",
          { message: "A logo, ලාංඡනය & #1 😀", name: "Asha", service: "Branding" },
          { requestUserInteraction: interaction },
        )
      ).text,
    );
    expect(interaction).toHaveBeenCalledOnce();
    expect(yes.link).toMatch(new RegExp(`^https://wa\\.me/${data.enquiry.whatsappNumber}\\?text=`));
    expect(new URL(yes.link).searchParams.get("text")).toBe(
      `${data.enquiry.intro}\nName: Asha\nService: Branding\nMessage: A logo, ලාංඡනය & #1 😀`,
    );
  });

  it("refuse an enquiry without a message, without asking", async () => {
    const { call, confirm } = setup(true);
    expect((await call("prepare_enquiry", { message: " " })).isError).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });
});
