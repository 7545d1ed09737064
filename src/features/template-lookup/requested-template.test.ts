import { describe, expect, it } from "vitest";
import { matchTemplateId, requestedName } from "./requested-template.ts";

const ids = ["edulearn", "medicare", "saffron-table", "monkhub-ultimate"];

describe("requestedName", () => {
  it.each([
    ["/templates/golden-bakery-deluxe", "golden bakery deluxe"],
    ["/templates/MonkHub-Ultimate", "MonkHub Ultimate"],
    ["/templates/saffron%20table", "saffron table"],
    ["/templates/caf%C3%A9-lanka/", "café lanka"],
    ["/templates/%E0%A4", "%E0%A4"],
    ["/si/templates/golden-bakery", "golden bakery"],
    ["/hi/templates/MonkHub-Ultimate/", "MonkHub Ultimate"],
  ])("reads %s as %j", (path, name) => {
    expect(requestedName(path)).toBe(name);
  });

  it.each([
    "/template-not-found",
    "/templates",
    "/templates/a/b",
    "/shop",
    "/si/templates",
    "/xx/templates/a",
  ])("reads nothing from %s", (path) => {
    expect(requestedName(path)).toBe("");
  });
});

describe("matchTemplateId", () => {
  it.each([
    ["edulearn", "edulearn"],
    ["EduLearn", "edulearn"],
    ["saffron table", "saffron-table"],
    ["Saffron-Table", "saffron-table"],
    ["MonkHub Ultimate", "monkhub-ultimate"],
    ["MONKHUB ULTIMATE", "monkhub-ultimate"],
  ])("finds %s", (name, id) => {
    expect(matchTemplateId(name, ids)).toBe(id);
  });

  it.each(["", "edu", "monkhub", "saffron table 2", "golden bakery deluxe"])(
    "finds nothing for %j",
    (name) => {
      expect(matchTemplateId(name, ids)).toBeUndefined();
    },
  );
});
