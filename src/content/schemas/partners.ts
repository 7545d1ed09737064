import { z } from "zod";
import { order, type SchemaContext, text } from "./parts.ts";

/**
 * A client in the home page's looping partner strip (`partners/<id>.en.yaml`). Its name is the logo's alt text.
 * Without a logo file, the strip shows the generated wordmark `partners/<id>`.
 */
export const partnerSchema = <I extends z.ZodType>({ image }: SchemaContext<I>) =>
  z.strictObject({ order: order(), name: text(), logo: image().optional() });
