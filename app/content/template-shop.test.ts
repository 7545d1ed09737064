import { expect, it } from "vitest";
import { templateShopSchema } from "./template-shop.schema.ts";
import { nameTemplate, templateShopPage } from "./template-shop.ts";

it("matches its schema", () => {
  expect(() => templateShopSchema.parse(templateShopPage)).not.toThrow();
});

it("names the template in its enquiries", () => {
  expect(nameTemplate(templateShopPage.detail.makeItYoursEnquiry, "EduLearn")).toBe(
    "Hi Serendib Digital! I'm interested in the EduLearn template and would like to know the pricing.",
  );
  expect(nameTemplate(templateShopPage.card.buyNowEnquiry, "Saffron Table")).toContain("Saffron Table");
});

it("never shows a price", () => {
  expect(JSON.stringify(templateShopPage)).not.toMatch(/\$\d|LKR|Rs\./);
});
