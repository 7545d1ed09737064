import { describe, expect, it } from "vitest";
import { readSiteContent, single } from "#src/content/read-content.ts";
import { buildAgentToolsData } from "./build-agent-tools-data.ts";

const content = readSiteContent();
const enquiries = single(content.enquiries, "enquiries");
const agents = single(content.agents, "agents");
const enquiry = {
  whatsappNumber: "94770000000",
  intro: enquiries.agentEnquiry,
  labels: { name: enquiries.lineLabels.name, service: enquiries.lineLabels.service, message: "Message" },
  confirm: agents.tools.confirm,
};
const pageUrl = (path: string) => `https://x.test${path}`;

describe("the WebMCP tools' data", () => {
  it("is built from today's services, every package under its service until the packages page has its own", () => {
    const data = buildAgentToolsData({
      services: content.services,
      pricingPackages: [],
      templates: [],
      enquiry,
      pricing: agents.pricing,
      pageUrl,
    });
    expect(data.services.map((s) => s.id)).toEqual(content.services.map((s) => s.id));
    expect(data.services[0]).toMatchObject({
      title: content.services[0]!.data.title,
      summary: content.services[0]!.data.seo.description,
      url: `https://x.test/services/${content.services[0]!.id}`,
    });
    expect(data.packages).toHaveLength(content.services.flatMap((s) => s.data.packages).length);
    expect(data.packages[0]!.category).toBe(content.services[0]!.data.title);
    expect(data.enquiry.intro).not.toMatch(/\{\w+\}/);
    expect(JSON.stringify(data)).not.toMatch(/"price"\s*:/i);
  });

  it("uses the packages page's packages and the templates when they exist, never copying a price", () => {
    const data = buildAgentToolsData({
      services: [],
      pricingPackages: [
        {
          id: "studio",
          data: { title: "Studio", category: "Photography", description: "Half a day.", features: ["a"] },
        },
      ],
      templates: [{ id: "edulearn", data: { title: "EduLearn", category: "Education", features: ["LMS"] } }],
      enquiry,
      pricing: agents.pricing,
      pageUrl: (path) => (path === "/packages" ? pageUrl(path) : undefined),
    });
    expect(data.packages).toEqual([
      {
        id: "studio",
        name: "Studio",
        category: "Photography",
        description: "Half a day.",
        features: ["a"],
        url: "https://x.test/packages",
      },
    ]);
    // A template whose page the site does not have (yet) is listed without an address.
    expect(data.templates).toEqual([
      { id: "edulearn", title: "EduLearn", category: "Education", features: ["LMS"] },
    ]);
  });
});
