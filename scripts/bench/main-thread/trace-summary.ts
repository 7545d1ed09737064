/**
 * Where a page's main thread went, from a Chromium performance trace: each trace event's self time (its length
 * less that of the events inside it) on the renderer's main thread, grouped into the kinds of work DevTools
 * shows, and the tasks that block it.
 */

/** A trace event as Chromium writes it (only what is read here). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; beginData?: { url?: string } };
}

export const WORK_KINDS = ["parse", "style", "layout", "paint", "script", "gc", "other"] as const;
type WorkKind = (typeof WORK_KINDS)[number];

/** The kind of work an event is, by its name (DevTools' categories, after Lighthouse's task groups). */
const KIND_OF: Record<string, WorkKind> = {
  ParseHTML: "parse",
  ParseAuthorStyleSheet: "parse",
  UpdateLayoutTree: "style",
  RecalculateStyles: "style",
  "Document::updateStyleAndLayoutTree": "style",
  Layout: "layout",
  UpdateLayerTree: "paint",
  PrePaint: "paint",
  Paint: "paint",
  PaintImage: "paint",
  Layerize: "paint",
  CompositeLayers: "paint",
  Commit: "paint",
  UpdateLayer: "paint",
  "Decode Image": "paint",
  ImageDecodeTask: "paint",
  RasterTask: "paint",
  EvaluateScript: "script",
  "v8.evaluateModule": "script",
  "v8.compile": "script",
  "v8.compileModule": "script",
  "v8.produceCache": "script",
  FunctionCall: "script",
  TimerFire: "script",
  EventDispatch: "script",
  FireAnimationFrame: "script",
  RunMicrotasks: "script",
  "V8.Execute": "script",
  MinorGC: "gc",
  MajorGC: "gc",
  "V8.GC_SCAVENGER": "gc",
  "V8.GCFinalizeMC": "gc",
  BlinkGC: "gc",
};

export interface MainThreadSummary {
  /** Milliseconds of self time per kind of work. */
  work: Record<WorkKind, number>;
  /** All the top-level tasks together (ms). */
  busy: number;
  longestTask: number;
  /** Tasks over 50 ms. */
  longTasks: number;
  /** The time beyond 50 ms of each task, added up (Lighthouse's Total Blocking Time, from the navigation on). */
  blocking: number;
}

/**
 * The page's main thread: where its HTML was parsed (another renderer may be loading a page the speculation
 * rules prefetch, or the blank page before), and when its navigation started there (µs).
 */
function mainThread(
  events: readonly TraceEvent[],
  url: string,
): { pid: number; tid: number; fromTs: number } {
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === url);
  if (!parse) throw new Error(`The trace has no parse of ${url}.`);
  const { pid, tid } = parse;
  const starts = events.filter((e) => e.name === "navigationStart" && e.pid === pid && e.ts <= parse.ts);
  return { pid, tid, fromTs: starts.at(-1)?.ts ?? parse.ts };
}

/** Sums the work on the main thread of the page at `url`, from its navigation on. */
export function summarize(events: readonly TraceEvent[], url: string): MainThreadSummary {
  const { pid, tid, fromTs } = mainThread(events, url);
  const complete = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.dur !== undefined && e.ts >= fromTs)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const work = Object.fromEntries(WORK_KINDS.map((kind) => [kind, 0])) as Record<WorkKind, number>;
  const summary: MainThreadSummary = { work, busy: 0, longestTask: 0, longTasks: 0, blocking: 0 };
  // A stack of open events: each event's time goes to it, less what the events inside it take.
  const open: { end: number; kind: WorkKind; self: number }[] = [];
  const close = (until: number) => {
    while (open.length && open.at(-1)!.end <= until) {
      const done = open.pop()!;
      work[done.kind] += done.self / 1000;
    }
  };
  for (const event of complete) {
    close(event.ts);
    const dur = event.dur!;
    const parent = open.at(-1);
    if (parent) parent.self -= dur;
    else if (event.name !== "RunTask" && event.name !== "ThreadControllerImpl::RunTask") continue;
    else {
      const ms = dur / 1000;
      summary.busy += ms;
      summary.longestTask = Math.max(summary.longestTask, ms);
      if (ms > 50) {
        summary.longTasks += 1;
        summary.blocking += ms - 50;
      }
    }
    const kind = KIND_OF[event.name] ?? parent?.kind ?? "other";
    open.push({ end: event.ts + dur, kind, self: dur });
  }
  close(Number.POSITIVE_INFINITY);
  return summary;
}
