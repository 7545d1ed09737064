import { describe, expect, it } from "vitest";
import { findEmailProblem } from "./email-signup.ts";

describe("findEmailProblem", () => {
  it.each(["", "   ", "\t"])("asks for an address when given %j", (value) => {
    expect(findEmailProblem(value)).toBe("required");
  });

  it.each([
    "asha",
    "asha@",
    "asha@example",
    "@example.lk",
    "asha @example.lk",
    "asha@exa mple.lk",
    "a@b.",
    " a@b.lk",
  ])("rejects %j", (value) => {
    expect(findEmailProblem(value)).toBe("invalid");
  });

  it.each(["asha@example.lk", "first.last+news@mail.co.in", "ක@උදා.ලංකා"])("accepts %j", (value) => {
    expect(findEmailProblem(value)).toBeNull();
  });
});
