import type { ResolvedImage } from "~/content/images";
import type { Template } from "~/content/template-catalogue.schema";
import type { TemplateShopContent } from "~/content/template-shop.schema";

/** A template as the catalogue shows it: its image resolved and its preview address settled. */
export type CatalogueTemplate = Omit<Template, "image" | "price"> & {
  image: ResolvedImage;
  previewHref: string;
};

export type CardCopy = TemplateShopContent["card"];
export type CatalogueCopy = TemplateShopContent["catalogue"];
export type CustomTemplateCopy = TemplateShopContent["custom"];
