// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Countdown, type CountdownCopy } from "./countdown.tsx";
import { tickCountdowns } from "./tick-countdowns.ts";

const copy: CountdownCopy = {
  title: "Launching In",
  labels: { days: "Days", hours: "Hours", minutes: "Minutes", seconds: "Seconds" },
  units: {
    days: { one: "{count} day", other: "{count} days" },
    hours: { one: "{count} hour", other: "{count} hours" },
    minutes: { one: "{count} minute", other: "{count} minutes" },
  },
  summary: "Launching in {time}.",
  ended: "Launch day is here.",
};
const tiles = () =>
  [...document.querySelectorAll("[data-unit]")].map((tile) => tile.firstElementChild!.textContent);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("countdown", () => {
  it("builds the same HTML whatever the clock says (the time is computed in the visitor's browser)", () => {
    vi.setSystemTime(new Date(2025, 7, 16, 21, 58, 57));
    const before = renderToString(<Countdown target="2025-08-18T00:00:00" copy={copy} tag="en" />);
    vi.setSystemTime(new Date(2030, 0, 1));
    expect(renderToString(<Countdown target="2025-08-18T00:00:00" copy={copy} tag="en" />)).toBe(before);
    expect(before).toContain("--");
  });

  it("ticks every second and announces only when the minute changes", () => {
    vi.setSystemTime(new Date(2025, 7, 16, 21, 58, 57));
    render(<Countdown target="2025-08-18T00:00:00" copy={copy} tag="en" />);
    expect(tiles()).toEqual(["--", "--", "--", "--"]);
    tickCountdowns(document);
    expect(tiles()).toEqual(["01", "02", "01", "03"]);
    const summary = screen.getByTestId("countdown-summary");
    expect(summary.textContent).toBe("Launching in 1 day, 2 hours, and 1 minute.");
    vi.advanceTimersByTime(1000);
    expect(tiles()).toEqual(["01", "02", "01", "02"]);
    expect(summary.textContent).toBe("Launching in 1 day, 2 hours, and 1 minute.");
    vi.advanceTimersByTime(3000);
    expect(tiles()).toEqual(["01", "02", "00", "59"]);
    expect(summary.textContent).toBe("Launching in 1 day, 2 hours, and 0 minutes.");
  });

  it("shows all zeros and stops once the date has passed", () => {
    vi.setSystemTime(new Date(2025, 7, 17, 23, 59, 58));
    render(<Countdown target="2025-08-18T00:00:00" copy={copy} tag="en" />);
    tickCountdowns(document);
    vi.advanceTimersByTime(2000);
    expect(tiles()).toEqual(["00", "00", "00", "00"]);
    expect(screen.getByTestId("countdown-summary").textContent).toBe("Launch day is here.");
    expect(vi.getTimerCount()).toBe(0);
  });
});

it("leaves a countdown with a malformed date at its dashes, and ticks the others", () => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 7, 16, 21, 58, 57));
  render(
    <>
      <Countdown target="soon" copy={copy} tag="en" />
      <Countdown target="2025-08-18T00:00:00" copy={copy} tag="en" />
    </>,
  );
  tickCountdowns(document);
  expect(tiles()).toEqual(["--", "--", "--", "--", "01", "02", "01", "03"]);
  cleanup();
  vi.useRealTimers();
});
