import { describe, expect, it } from "vitest";
import { formatChatTime } from "./format-chat-time.ts";

describe("formatChatTime", () => {
  it("writes the time the page's language's way, from Intl", () => {
    const date = new Date(2026, 0, 1, 15, 7);
    for (const tag of ["si-LK", "ta-LK", "hi-IN"])
      expect(formatChatTime(date, tag)).toBe(
        new Intl.DateTimeFormat(tag, { hour: "numeric", minute: "2-digit" }).format(date),
      );
    // Not the English clock: Tamil and Hindi name the half of the day in their own words.
    expect(formatChatTime(date, "ta-LK")).not.toContain("PM");
    expect(formatChatTime(date, "hi-IN")).not.toContain("PM");
  });

  it.each([
    [0, 5, "12:05 AM"],
    [9, 0, "9:00 AM"],
    [11, 59, "11:59 AM"],
    [12, 30, "12:30 PM"],
    [15, 7, "3:07 PM"],
    [23, 45, "11:45 PM"],
  ])("%i:%i is %s", (hours, minutes, expected) => {
    expect(formatChatTime(new Date(2026, 0, 1, hours, minutes), "en").replace(/\s/g, " ")).toBe(expected);
  });
});
