import { describe, expect, it } from "vitest";
import { formatChatTime } from "./format-chat-time.ts";

describe("formatChatTime", () => {
  it.each([
    [0, 5, "12:05 AM"],
    [9, 0, "9:00 AM"],
    [11, 59, "11:59 AM"],
    [12, 30, "12:30 PM"],
    [15, 7, "3:07 PM"],
    [23, 45, "11:45 PM"],
  ])("%i:%i is %s", (hours, minutes, expected) => {
    expect(formatChatTime(new Date(2026, 0, 1, hours, minutes))).toBe(expected);
  });
});
