import { describe, expect, it } from "vitest";
import { shownPackages } from "./shown-package.ts";

const entry = {
  id: "social-growth",
  data: {
    category: "Social Media & Ads",
    title: "Growth #2",
    description: "More posts.",
    features: ["20 posts"],
    icon: "trending-up" as const,
    popular: true,
    badge: "bestValue" as const,
  },
};
const options = {
  badges: { popular: "Popular", featured: "Featured", bestValue: "Best Value" },
  enquiry: "Hello Agency! I'd like the {package} package ({category}).",
  lineLabels: { package: "Package", category: "Category" },
  whatsappNumber: "94771234567",
};

describe("shownPackages", () => {
  it("gives each package the words of its badge and a WhatsApp link naming it and its category", () => {
    const [shown] = shownPackages([entry], options);
    expect(shown).toMatchObject({
      id: "social-growth",
      title: "Growth #2",
      popular: true,
      badge: { kind: "bestValue", label: "Best Value" },
    });
    const url = new URL(shown!.enquiryHref);
    expect(url.origin + url.pathname).toBe("https://wa.me/94771234567");
    expect(url.searchParams.get("text")!.split("\n")).toEqual([
      "Hello Agency! I'd like the Growth #2 package (Social Media & Ads).",
      "Package: Growth #2",
      "Category: Social Media & Ads",
    ]);
  });

  it("leaves the badge out when the package wears none", () => {
    const [shown] = shownPackages([{ ...entry, data: { ...entry.data, badge: undefined } }], options);
    expect(shown).not.toHaveProperty("badge");
  });
});
