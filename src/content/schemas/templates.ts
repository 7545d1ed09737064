import { z } from "zod";
import { alt, order, type SchemaContext, text } from "./parts.ts";

/** A page of the site's own static files, such as "/template-demos/edulearn/index.html". */
const staticPage = () =>
  z.string().regex(/^\/[a-z0-9\-/]+\.html$/, "must be a static .html path such as /a/b.html");

/**
 * A website template the agency sells (`templates/<id>.en.yaml`; the file name is the id in /templates/<id>).
 * Its picture is a screenshot of its demo, a file beside the entry. The price is data only: every page says
 * "Contact for Pricing".
 */
export const templateSchema = <I extends z.ZodType>({ image }: SchemaContext<I>) =>
  z.strictObject({
    order: order(),
    title: text().refine((value) => value.length <= 40, "a card title fits 40 characters"),
    /** The catalogue's category buttons are the templates' categories. */
    category: text().refine((value) => value.length <= 24, "a category button fits 24 characters"),
    description: text().refine(
      (value) => value.length >= 60 && value.length <= 240,
      "a card shows 60 to 240 characters of description",
    ),
    /** A screenshot of the demo (4:3), beside this file. */
    image: z.strictObject({ photo: image(), alt: alt().min(1) }),
    /** What "Preview" opens in a new tab. */
    previewUrl: staticPage(),
    technologies: z.array(text()).min(1),
    features: z.array(text()).min(1),
    price: z.string().regex(/^\$\d+$/, "a dollar amount such as $399 (never shown on the site)"),
    demoPages: z.array(z.strictObject({ name: text(), url: staticPage() })).min(1),
  });
