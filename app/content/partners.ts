// The looping partner strip on the home page: seven client wordmarks (vector, one grey, equal height).
import { z } from "zod";
import type { ImageKey } from "./generated/image-manifest.ts";

export const partnerSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  logo: z.strictObject({
    key: z.custom<ImageKey>(
      (v) => typeof v === "string" && v.startsWith("partners/"),
      "expected partners/<id>",
    ),
  }),
});

export const partnersSchema = z.array(partnerSchema).length(7);

export type Partner = z.infer<typeof partnerSchema>;

export const partners: readonly Partner[] = partnersSchema.parse(
  [
    ["pedro-ridge", "Pedro Ridge Tea"],
    ["kadalu-labs", "Kadalu Labs"],
    ["islandhop", "IslandHop Holidays"],
    ["lanka-threads", "Lanka Threads"],
    ["lagoon-lotus", "Lagoon & Lotus Spa"],
    ["paisapath", "PaisaPath"],
    ["ocean-kitchen", "Ocean Kitchen"],
  ].map(([id, name]) => ({ id, name, logo: { key: `partners/${id}` } })),
);
