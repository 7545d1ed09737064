import { describe, expect, it } from "vitest";
import { composeEnquiry, enquiryLink } from "./enquiry-link.ts";

const NUMBER = "94770000000";
const decodeText = (link: string) => new URL(link).searchParams.get("text");

describe("enquiryLink", () => {
  it("points at the given messaging number", () => {
    const url = new URL(enquiryLink(NUMBER, "Hello"));
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe(`/${NUMBER}`);
  });

  it.each([
    ["Sinhala", "ආයුබෝවන්! වෙබ් අඩවියක් ගැන කතා කරමු"],
    ["Tamil", "வணக்கம், எனக்கு ஒரு இணையதளம் வேண்டும்"],
    ["Hindi", "नमस्ते, मुझे एक वेबसाइट चाहिए"],
    ["emoji", "Hi 👋🏽 Ready to launch 🚀🇱🇰"],
    ["reserved characters", "Tom & Jerry #1? 50% off + free=yes / a;b"],
    ["new lines", "Line one\nLine two\r\n\tIndented"],
    ["an already encoded look-alike", "%20 is not a space, %E0 is not a byte"],
  ])("keeps %s text intact through the link", (_name, text) => {
    expect(decodeText(enquiryLink(NUMBER, text))).toBe(text);
  });

  it("leaves no raw reserved character in the query", () => {
    const query = enquiryLink(NUMBER, "a&b#c?d+e%f g\nh").split("?text=")[1];
    expect(query).toMatch(/^[A-Za-z0-9%\-_.!~*'()]+$/);
  });
});

describe("composeEnquiry", () => {
  it("writes one labelled line per filled field, in order", () => {
    expect(
      composeEnquiry("Hello!", [
        ["Name", "Asha"],
        ["Company", ""],
        ["Email", "asha@example.lk"],
      ]),
    ).toBe("Hello!\nName: Asha\nEmail: asha@example.lk");
  });
});
