import { describe, expect, it } from "vitest";
import { z } from "zod";
import { INITIAL_CONTENT_DIR } from "#src/content/initial-content.test-helpers.ts";
import { readContent, single } from "#src/content/read-content.ts";
import { aboutPageSchema } from "./about-page.ts";
import { legalDocumentSchema } from "./legal.ts";
import { quotePageSchema } from "./quote-page.ts";
import { serviceDetailPageSchema } from "./service-detail-page.ts";
import { teamMemberSchema } from "./team.ts";

const helpers = { image: () => z.string(), reference: () => z.string() };
/** The initial content (tests/fixtures/initial-content) as a valid base to break: the live files may change. */
const content = readContent({
  contentDir: INITIAL_CONTENT_DIR,
  only: ["aboutPage", "team", "legal", "quotePage", "serviceDetailPage"],
});
const messages = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("the company pages' schemas", () => {
  it("reject unknown keys", () => {
    const about = single(content.aboutPage, "aboutPage");
    expect(aboutPageSchema(helpers).safeParse({ ...about, extra: 1 }).success).toBe(false);
    const quote = single(content.quotePage, "quotePage");
    expect(quotePageSchema().safeParse({ ...quote, extra: true }).success).toBe(false);
  });

  it("keep the journey oldest first", () => {
    const about = single(content.aboutPage, "aboutPage");
    const [first, second, ...rest] = about.journey.milestones;
    const swapped = { ...about, journey: { ...about.journey, milestones: [second, first, ...rest] } };
    expect(messages(aboutPageSchema(helpers).safeParse(swapped))).toEqual([
      "journey.milestones.1.year: milestones go oldest first: this year comes before the one above it",
    ]);
  });

  it("keep a team member's bio short enough for the card", () => {
    const member = content.team[0]!.data;
    expect(teamMemberSchema(helpers).safeParse({ ...member, bio: "x".repeat(281) }).success).toBe(false);
  });

  it("need the words a page fills in", () => {
    const detail = single(content.serviceDetailPage, "serviceDetailPage");
    expect(messages(serviceDetailPageSchema().safeParse({ ...detail, seoTitle: "Our services" }))).toEqual([
      "seoTitle: must contain {service}",
    ]);
    const quote = single(content.quotePage, "quotePage");
    const files = { ...quote.form.files, tooLarge: "Too large." };
    expect(messages(quotePageSchema().safeParse({ ...quote, form: { ...quote.form, files } }))).toEqual([
      "form.files.tooLarge: must contain {name}",
    ]);
  });

  it("take the effective date as a date", () => {
    const legal = content.legal[0]!.data;
    expect(legalDocumentSchema().safeParse({ ...legal, effectiveDate: "January 15, 2025" }).success).toBe(
      false,
    );
  });
});
