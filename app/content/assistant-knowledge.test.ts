import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { assistantKnowledgeSchema } from "./assistant-knowledge.schema.ts";
import { assistantKnowledge } from "./assistant-knowledge.ts";
import { serviceCatalogue } from "./service-catalogue.ts";
import { siteConfig } from "./site-config.ts";
import { sitePages } from "./site-map.ts";

const paths = new Set(sitePages.map((page) => page.path));
const allText = JSON.stringify(assistantKnowledge);

describe("assistant knowledge", () => {
  it("matches its schema", () => {
    expect(() => assistantKnowledgeSchema.parse(assistantKnowledge)).not.toThrow();
  });

  it("knows about every catalogue service, and only those", () => {
    const ids = assistantKnowledge.services.map((entry) => entry.serviceId);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(serviceCatalogue.map((service) => service.id).sort());
  });

  it("has unique topic ids whose links are real pages", () => {
    const ids = assistantKnowledge.topics.map((topic) => topic.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const topic of assistantKnowledge.topics)
      for (const link of topic.links) expect(paths).toContain(link);
  });

  it("mentions only site paths that exist", () => {
    const mentioned = allText.match(/(?<=[\s(])\/[a-z][a-z0-9-]*(?:\/[a-z0-9-]+)*/g) ?? [];
    expect(mentioned.length).toBeGreaterThan(10);
    for (const path of mentioned) expect(paths, path).toContain(path);
  });

  // The registration fee per additional director comes from the service catalogue (its package note);
  // server/chat/site-assistant.test.ts checks the assistant states it.
  it("states the agency's facts: process, hours, Contact for Pricing", () => {
    expect(allText).toContain("1 Discover");
    expect(allText).toContain("4 Deliver & Support");
    expect(allText).toContain("Mon-Fri 9:00-18:00, Sat 9:00-14:00");
    expect(assistantKnowledge.pricing).toContain("Contact for Pricing");
  });

  it("reads every contact value from the site config, never retyping one", () => {
    const source = readFileSync(new URL("./assistant-knowledge.ts", import.meta.url), "utf8");
    const values = [
      siteConfig.contact.whatsappNumber,
      siteConfig.contact.phones.sriLanka.display,
      siteConfig.contact.phones.india.display,
      siteConfig.contact.emails.info,
      siteConfig.contact.emails.projects,
      ...siteConfig.offices.map((office) => office.streetAddress),
    ];
    for (const value of values) {
      expect(source).not.toContain(value);
      expect(allText).toContain(value);
    }
  });
});
