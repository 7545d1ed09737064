import { z } from "zod";
import { seo, text } from "./parts.ts";

/** A page that is only its introduction (the not-found page): search texts and a hero. */
export const pageIntroSchema = () =>
  z.strictObject({ seo: seo(), hero: z.strictObject({ eyebrow: text(), title: text(), intro: text() }) });
