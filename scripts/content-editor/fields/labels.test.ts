import { describe, expect, it } from "vitest";
import type { DecapField } from "./field.ts";
import { labelOf, singular, summaryOf } from "./labels.ts";

const field = (name: string, widget: string): DecapField => ({ name, label: name, widget });

describe("the words the editor shows", () => {
  it("labels fields for people", () => {
    expect(labelOf("whatsappNumber")).toBe("Whatsapp number");
    expect(labelOf("seo")).toBe("Search results");
    expect(labelOf("opening-hours")).toBe("Opening hours");
    expect(singular("Categories")).toBe("Category");
    expect(singular("Links")).toBe("Link");
    expect(singular("Address")).toBe("Address");
  });

  it("sums up a list item by its name-like field, else its first line of text", () => {
    expect(summaryOf([field("icon", "select"), field("text", "string"), field("title", "text")])).toBe(
      "{{fields.title}}",
    );
    expect(summaryOf([field("icon", "select"), field("text", "string")])).toBe("{{fields.text}}");
    expect(summaryOf([field("icon", "select")])).toBeUndefined();
  });
});
