import { describe, expect, it } from "vitest";
import { readContent, single } from "#src/content/read-content.ts";
import {
  countdownParts,
  countdownSummary,
  isOver,
  padTwo,
  parseLocalDateTime,
  type SummaryCopy,
  ZERO,
} from "./countdown-parts.ts";

const target = parseLocalDateTime("2025-08-18T00:00:00");
const at = (s: string) => parseLocalDateTime(s);
const copy: SummaryCopy = {
  units: {
    days: { one: "{count} day", other: "{count} days" },
    hours: { one: "{count} hour", other: "{count} hours" },
    minutes: { one: "{count} minute", other: "{count} minutes" },
  },
  summary: "Launching in {time}.",
  ended: "The countdown has ended.",
  tag: "en",
};

describe("countdown", () => {
  it("reads a date-time without a zone as local time, and nothing else", () => {
    const date = parseLocalDateTime("2025-08-18T00:00:00");
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual(
      [2025, 7, 18, 0, 0],
    );
    expect(parseLocalDateTime("2025-08-18T06:30").getMinutes()).toBe(30);
    expect(() => parseLocalDateTime("18/08/2025")).toThrow();
    expect(() => parseLocalDateTime("2025-08-18T00:00:00Z")).toThrow();
  });

  it("reads the identity file's launch date", () => {
    const { launchDate } = single(readContent({ only: ["identity"] }).identity, "identity");
    expect(Number.isNaN(parseLocalDateTime(launchDate).getTime())).toBe(false);
  });

  it("splits the time left into days, hours, minutes and seconds", () => {
    expect(countdownParts(target, at("2025-08-16T21:58:57"))).toEqual({
      days: 1,
      hours: 2,
      minutes: 1,
      seconds: 3,
    });
    expect(countdownParts(target, at("2025-08-17T23:59:59"))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
    expect(countdownParts(target, at("2025-05-10T00:00:00"))).toEqual({
      days: 100,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });

  it("ignores milliseconds, rounding down", () => {
    const now = new Date(target.getTime() - 1500);
    expect(countdownParts(target, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it("shows all zeros at and after the launch date", () => {
    expect(countdownParts(target, target)).toEqual(ZERO);
    expect(countdownParts(target, new Date(target.getTime() + 1))).toEqual(ZERO);
    expect(countdownParts(target, at("2026-11-22T03:45:00"))).toEqual(ZERO);
    expect(countdownParts(target, new Date(Number.NaN))).toEqual(ZERO);
    expect(isOver(ZERO)).toBe(true);
    expect(isOver({ ...ZERO, seconds: 1 })).toBe(false);
  });

  it("pads to two digits", () => {
    expect([0, 7, 10, 59, 123].map(padTwo)).toEqual(["00", "07", "10", "59", "123"]);
  });

  it("summarises for screen readers to the minute, with singular and plural", () => {
    expect(countdownSummary({ days: 1, hours: 2, minutes: 1, seconds: 3 }, copy)).toBe(
      "Launching in 1 day, 2 hours, and 1 minute.",
    );
    // The seconds never change the text, so it is announced at most once a minute.
    expect(countdownSummary({ days: 1, hours: 2, minutes: 1, seconds: 59 }, copy)).toBe(
      countdownSummary({ days: 1, hours: 2, minutes: 1, seconds: 0 }, copy),
    );
    expect(countdownSummary({ days: 0, hours: 0, minutes: 0, seconds: 30 }, copy)).toBe(
      "Launching in 0 days, 0 hours, and 0 minutes.",
    );
    expect(countdownSummary(ZERO, copy)).toBe("The countdown has ended.");
  });

  it("lists the units the language's way, with its plural rules and no English joins", () => {
    const tamil: SummaryCopy = {
      units: {
        days: { one: "{count} நாள்", other: "{count} நாட்கள்" },
        hours: { one: "{count} மணி நேரம்", other: "{count} மணி நேரம்" },
        minutes: { one: "{count} நிமிடம்", other: "{count} நிமிடங்கள்" },
      },
      summary: "அறிமுகத்துக்கு இன்னும் {time}.",
      ended: "-",
      tag: "ta-LK",
    };
    const text = countdownSummary({ days: 3, hours: 1, minutes: 0, seconds: 0 }, tamil);
    expect(text).toBe(
      `அறிமுகத்துக்கு இன்னும் ${new Intl.ListFormat("ta-LK").format(["3 நாட்கள்", "1 மணி நேரம்", "0 நிமிடங்கள்"])}.`,
    );
    expect(text).not.toMatch(/\band\b|, 1 மணி நேரம் and/);
    // Hindi's singular covers 0 as well as 1.
    const hindi: SummaryCopy = {
      ...tamil,
      units: { ...tamil.units, minutes: { one: "{count} one", other: "{count} other" } },
      tag: "hi-IN",
    };
    expect(countdownSummary({ days: 1, hours: 1, minutes: 0, seconds: 0 }, hindi)).toContain("0 one");
  });
});
