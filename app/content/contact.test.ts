import { describe, expect, it } from "vitest";
import { contactPageSchema } from "./contact.schema.ts";
import { contactPage } from "./contact.ts";

describe("contact page content", () => {
  it("parses with its schema", () => {
    expect(() => contactPageSchema.parse(contactPage)).not.toThrow();
  });

  it("offers the spec's options", () => {
    const { services, budgets, timelines } = contactPage.form;
    expect(services).toHaveLength(9);
    expect(services).toContain("Private Limited Business Registration");
    expect(services).toContain("Custom Solution");
    expect(budgets).toEqual([
      "Under LKR 50,000",
      "LKR 50,000 - 100,000",
      "100,000 - 200,000",
      "200,000 - 500,000",
      "Above LKR 500,000",
      "Let's Discuss",
    ]);
    expect(timelines).toEqual([
      "ASAP (Rush Job)",
      "1-2 Weeks",
      "1 Month",
      "2-3 Months",
      "3-6 Months",
      "Flexible",
    ]);
    for (const list of [services, budgets, timelines]) expect(new Set(list).size).toBe(list.length);
  });

  it("makes the hero's three claims and the success text of the spec", () => {
    expect(contactPage.claims.map((c) => c.value)).toEqual(["24h", "100+", "24/7"]);
    const { success, submitting } = contactPage.form;
    expect(`${success.title} ${success.text}`).toBe(
      "Thank You! Your message has been sent successfully. We'll get back to you within 24 hours.",
    );
    expect(submitting).toBe("Sending Message...");
  });

  it("rejects unknown keys", () => {
    expect(contactPageSchema.safeParse({ ...contactPage, extra: 1 }).success).toBe(false);
  });
});
