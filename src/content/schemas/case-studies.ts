import { z } from "zod";
import { link, type SchemaContext, seo, text } from "./parts.ts";

/** The countries a case study may be set in (the page names them in its language: `countries` below). */
const CASE_STUDY_COUNTRIES = ["LK", "IN"] as const;

/** One picture of a study's gallery: a piece of the portfolio or a website of the website portfolio. */
const galleryItem = <R extends z.ZodType>(reference: SchemaContext<z.ZodType, R>["reference"]) =>
  z
    .strictObject({
      /** A piece of the Creative Gallery (its file in portfolio/): its picture and title are shown. */
      portfolioPiece: reference("portfolioPieces").optional(),
      /** …or a website of the Website Portfolio (its file in portfolio-websites/). */
      website: reference("portfolioWebsites").optional(),
    })
    .refine((item) => (item.portfolioPiece === undefined) !== (item.website === undefined), {
      message: "give the picture either `portfolioPiece` or `website` (an entry's id), not both",
    });

/**
 * One case study (`case-studies/<id>.en.md`, shown at /case-studies/<id>): the front matter holds the client,
 * the services used, the challenge, the outcome, the measured results, the gallery, the client's quote and
 * the related studies (the gallery shows portfolio entries' pictures, so a photo added there shows here too, and
 * may be empty); the Markdown body tells the approach (what the agency did), in paragraphs and lists.
 * Its translations sit beside it (`<id>.si.md`) with the same fields' copy and their own body.
 */
export const caseStudySchema = <I extends z.ZodType, R extends z.ZodType>({
  reference,
}: SchemaContext<I, R>) =>
  z.strictObject({
    order: z.number().int().min(0).describe("Where the study stands in the list: lower numbers come first."),
    seo: seo(),
    title: text().max(90, "a longer title wraps onto four lines on a card"),
    /** The card's line on /case-studies and on the service pages. */
    summary: text().max(220, "a card fits about 220 characters"),
    client: text(),
    sector: text(),
    country: z.enum(CASE_STUDY_COUNTRIES).describe("LK (Sri Lanka) or IN (India)."),
    /** The services used: each an id of a file in services/; the study shows on those services' pages. */
    services: z.array(reference("services")).min(1),
    challenge: text(),
    outcome: text(),
    /** Measured results: "+38 %" "online orders" "in 6 months". */
    results: z
      .array(
        z.strictObject({
          value: text().max(12, "the figure is shown large: keep it short (+38 %, 2.1 s, 3×)"),
          what: text(),
          period: text(),
        }),
      )
      .min(1),
    gallery: z.array(galleryItem(reference)).default([]),
    /** The client's quote: the id of a file in testimonials/. */
    testimonial: reference("testimonials"),
    /** Other studies (their ids in case-studies/) shown at the end of the page. */
    related: z.array(reference("caseStudies")).default([]),
  });

/** The case-studies index (/case-studies) and the copy every study page and its links share. */
export const caseStudiesPageSchema = () =>
  z.strictObject({
    seo: seo(),
    hero: z.strictObject({ eyebrow: text(), title: text(), intro: text() }),
    /** Each card's link text (screen readers hear it with the card's title). */
    readMore: text(),
    /** The country names, by code. */
    countries: z.strictObject({ LK: text(), IN: text() }),
    /** What every study page shares. */
    detail: z.strictObject({
      /** Names the breadcrumb navigation for screen readers. */
      breadcrumbLabel: text(),
      factsLabel: text(),
      facts: z.strictObject({ client: text(), sector: text(), country: text(), services: text() }),
      challengeTitle: text(),
      approachTitle: text(),
      outcomeTitle: text(),
      resultsTitle: text(),
      galleryTitle: text(),
      quoteTitle: text(),
      relatedTitle: text(),
    }),
    /** The closing band of the index and of every study page. */
    closing: z.strictObject({ title: text(), text: text(), primary: link(), secondary: link() }),
    /** The list of a service's studies on its page, and the links from the home and portfolio pages. */
    teaser: z.strictObject({ eyebrow: text(), title: text(), text: text(), link: link() }),
  });
