import { describe, expect, it } from "vitest";
import { summarize, type TraceEvent } from "./trace-summary.ts";

const URL = "http://127.0.0.1:4391/services";
/** A complete event on the page's main thread (pid 2, tid 1), times in ms. */
const x = (
  name: string,
  startMs: number,
  durMs: number,
  pid = 2,
  extra: Partial<TraceEvent> = {},
): TraceEvent => ({
  name,
  ph: "X",
  pid,
  tid: 1,
  ts: startMs * 1000,
  dur: durMs * 1000,
  ...extra,
});

describe("summarize", () => {
  const parse = x("ParseHTML", 10, 20, 2, { args: { beginData: { url: URL } } });
  const events: TraceEvent[] = [
    { name: "navigationStart", ph: "R", pid: 2, tid: 1, ts: 0 },
    // A task before the navigation, and another renderer's (a prefetched page): neither counts.
    x("RunTask", -200, 150),
    x("RunTask", 0, 500, 3),
    x("ParseHTML", 5, 400, 3, { args: { beginData: { url: `${URL}-other` } } }),
    x("RunTask", 0, 120),
    parse,
    x("UpdateLayoutTree", 40, 30),
    x("Layout", 70, 20),
    x("EvaluateScript", 90, 20),
    x("MinorGC", 95, 5),
    x("RunTask", 200, 30),
    x("Paint", 205, 10),
  ];

  it("gives each kind of work its self time, and the rest of a task to other", () => {
    const { work } = summarize(events, URL);
    expect(work).toEqual({ parse: 20, style: 30, layout: 20, paint: 10, script: 15, gc: 5, other: 50 });
  });

  it("counts the page's tasks from its navigation: busy time, the longest, and the time past 50 ms", () => {
    const summary = summarize(events, URL);
    expect(summary.busy).toBe(150);
    expect(summary.longestTask).toBe(120);
    expect(summary.longTasks).toBe(1);
    expect(summary.blocking).toBe(70);
  });

  it("refuses a trace without the page's parse", () => {
    expect(() => summarize(events, "http://127.0.0.1:4391/nowhere")).toThrow(/no parse/);
  });
});
