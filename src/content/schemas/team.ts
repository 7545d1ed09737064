import { z } from "zod";
import { order, picture, type SchemaContext, text } from "./parts.ts";

/**
 * One member of the team (`team/<id>.en.yaml`), shown on the about page in `order`. Without a photo the
 * portrait is the generated illustration `team/<id>`.
 */
export const teamMemberSchema = <I extends z.ZodType>({ image }: SchemaContext<I>) =>
  z.strictObject({
    order: order(),
    name: text(),
    role: text(),
    /** A few sentences: the cards sit four in a row on wide screens. */
    bio: text().max(280, "keep the bio under 280 characters: the card is narrow"),
    portrait: picture(image),
  });
