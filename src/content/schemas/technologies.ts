import { z } from "zod";
import { order, type SchemaContext, text } from "./parts.ts";

/**
 * A tool in the home page's Technology Stack grid (`technologies/<id>.en.yaml`). Its icon is decorative (the name
 * is shown beside it); without an icon file, the grid shows the generated icon `technologies/<id>`.
 */
export const technologySchema = <I extends z.ZodType>({ image }: SchemaContext<I>) =>
  z.strictObject({
    order: order(),
    name: text().refine((value) => value.length <= 20, "a tile fits about 20 characters"),
    icon: image().optional(),
  });
