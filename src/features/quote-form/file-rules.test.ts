import { describe, expect, it } from "vitest";
import { acceptAttribute, checkFiles, extensionOf, typeList, withFileRules } from "./file-rules.ts";

const MB = 1024 * 1024;
const accepted = ["pdf", "doc", "docx", "jpg", "jpeg", "png", "zip"];
const copy = withFileRules(
  {
    hint: "{types}. Max {max}MB each. You will attach them in the WhatsApp chat.",
    tooLarge: '"{name}" is larger than {max}MB, so it was not added. Please choose a smaller file.',
    wrongType: '"{name}" is not a file type we accept, so it was not added. Please use {types}.',
  },
  { accepted, maxMegabytes: 10 },
  "en",
);
const rules = { accepted, maxMegabytes: 10, tooLarge: copy.tooLarge, wrongType: copy.wrongType };

describe("quote file rules", () => {
  it("fills in the types and the size limit, leaving the file's name for later", () => {
    expect(copy.hint).toBe(
      "PDF, DOC, DOCX, JPG, JPEG, PNG, or ZIP. Max 10MB each. You will attach them in the WhatsApp chat.",
    );
    expect(copy.tooLarge).toBe(
      '"{name}" is larger than 10MB, so it was not added. Please choose a smaller file.',
    );
    expect(typeList("en", ["pdf"])).toBe("PDF");
  });

  it("lists the types in the page's language", () => {
    expect(typeList("hi-IN", ["pdf", "zip"])).toBe("PDF या ZIP");
    expect(typeList("ta-LK", ["pdf", "zip"])).toBe("PDF அல்லது ZIP");
  });

  it("accepts the listed types up to 10MB each, whatever the case of the extension", () => {
    const files = [
      { name: "brief.PDF", size: 10 * MB },
      { name: "logo.png", size: 1 },
      { name: "a.doc", size: 1 },
      { name: "b.docx", size: 1 },
      { name: "c.jpg", size: 1 },
      { name: "d.jpeg", size: 1 },
      { name: "e.zip", size: 1 },
    ];
    expect(checkFiles(files, [], rules)).toEqual({ kept: files, problems: [] });
    expect(acceptAttribute(rules)).toBe(".pdf,.doc,.docx,.jpg,.jpeg,.png,.zip");
  });

  it("turns away a file over 10MB or of another type, naming it, and keeps the rest", () => {
    const kept = [{ name: "old.pdf", size: 5 }];
    const result = checkFiles(
      [
        { name: "huge.zip", size: 10 * MB + 1 },
        { name: "virus.exe", size: 10 },
        { name: "noextension", size: 10 },
        { name: "ok.png", size: 10 },
      ],
      kept,
      rules,
    );
    expect(result.kept.map((file) => file.name)).toEqual(["old.pdf", "ok.png"]);
    expect(result.problems).toEqual([
      '"huge.zip" is larger than 10MB, so it was not added. Please choose a smaller file.',
      '"virus.exe" is not a file type we accept, so it was not added. Please use PDF, DOC, DOCX, JPG, JPEG, PNG, or ZIP.',
      '"noextension" is not a file type we accept, so it was not added. Please use PDF, DOC, DOCX, JPG, JPEG, PNG, or ZIP.',
    ]);
  });

  it("does not add the same file twice", () => {
    const file = { name: "a.pdf", size: 3 };
    expect(checkFiles([file], [file], rules).kept).toEqual([file]);
  });

  it("reads extensions", () => {
    expect(extensionOf("x.tar.ZIP")).toBe("zip");
    expect(extensionOf(".hidden")).toBe("");
    expect(extensionOf("README")).toBe("");
  });
});
