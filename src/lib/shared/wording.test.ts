import { describe, expect, it } from "vitest";
import { addressText, linkFor, newTabLinkFor, newTabName } from "./wording.ts";

const english = {
  linkFor: "{label}: {subject}",
  newTabLink: "{label} {newTab}",
  labelled: "{label}: {value}",
  address: "{street}, {city}, {country}",
  openingHours: "{days} {hours}",
};
// A language that names the subject first and puts the new-tab words before the name.
const other = {
  ...english,
  linkFor: "{subject} — {label}",
  newTabLink: "{newTab} {label}",
  address: "{country} / {city} / {street}",
};

describe("wording", () => {
  it("fills the content's templates in the order they give", () => {
    expect(linkFor(english, "Inquire Now", "Basic Branding")).toBe("Inquire Now: Basic Branding");
    expect(linkFor(other, "Inquire Now", "Basic Branding")).toBe("Basic Branding — Inquire Now");
    expect(newTabName(english, "Facebook", "(new tab)")).toBe("Facebook (new tab)");
    expect(newTabLinkFor(english, "Buy Now", "EduLearn", "(new tab)")).toBe("Buy Now: EduLearn (new tab)");
    expect(newTabLinkFor(other, "Buy Now", "EduLearn", "(new tab)")).toBe("(new tab) EduLearn — Buy Now");
  });

  it("writes an office's address the language's way", () => {
    const office = { streetAddress: "42 Galle Road", city: "Colombo", country: "Sri Lanka" };
    expect(addressText(english, office)).toBe("42 Galle Road, Colombo, Sri Lanka");
    expect(addressText(other, office)).toBe("Sri Lanka / Colombo / 42 Galle Road");
  });
});
