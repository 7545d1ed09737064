import { numberText } from "#contracts/locale-format.ts";
import { useNarrowScreen } from "./use-narrow-screen.ts";

const STATUSES = ["done", "doing", "todo"] as const;
type Status = (typeof STATUSES)[number];

interface WorkflowTask {
  title: string;
  owner: string;
  status: Status;
  /** Per cent done, 0 to 100. */
  progress: number;
}

export interface WorkflowPanelProps {
  panel: {
    label: string;
    project: string;
    timeline: string;
    statusLabels: Record<Status, string>;
    overallLabel: string;
    tasks: readonly WorkflowTask[];
  };
  /** The page's language tag: the percentage is written its way. */
  tag: string;
}

const statusStyles = {
  done: "bg-accent-100 text-accent-900",
  doing: "bg-saffron-100 text-saffron-700",
  todo: "bg-grey-100 text-grey-700",
} as const;

/**
 * A sample project board. Wide screens show it as three columns (done, in progress, up next); on screens
 * narrower than 768 px (recalculated on resize) it becomes one list with a status label on each task. The
 * built HTML is the board; an island that starts when it scrolls into view.
 */
export function WorkflowPanel({ panel, tag }: WorkflowPanelProps) {
  const narrow = useNarrowScreen();
  const overall = Math.round(panel.tasks.reduce((sum, task) => sum + task.progress, 0) / panel.tasks.length);

  return (
    <figure
      aria-label={panel.label}
      data-layout={narrow ? "list" : "board"}
      className="rounded-card bg-white p-6 shadow-lift ring-1 ring-grey-200 sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-grey-600 text-sm uppercase tracking-[0.12em]">{panel.label}</p>
          <p className="mt-1 font-bold text-lg">{panel.project}</p>
        </div>
        <span className="rounded-pill bg-ink-950 px-3 py-1 font-semibold text-sm text-white">
          {panel.timeline}
        </span>
      </div>
      <div className="mt-5">
        <div className="flex justify-between font-medium text-grey-700 text-sm">
          <span>{panel.overallLabel}</span>
          <span>{numberText(tag, overall / 100, { style: "percent" })}</span>
        </div>
        <ProgressBar value={overall} label={panel.overallLabel} />
      </div>
      {narrow ? (
        <ul className="mt-6 space-y-3">
          {panel.tasks.map((task) => (
            <TaskItem key={task.title} task={task} statusLabel={panel.statusLabels[task.status]} />
          ))}
        </ul>
      ) : (
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          {STATUSES.map((status) => (
            <section
              key={status}
              aria-label={panel.statusLabels[status]}
              className="min-w-0 rounded-2xl bg-grey-50 p-3"
            >
              <h3 className="px-1 font-semibold text-grey-700 text-sm">{panel.statusLabels[status]}</h3>
              <ul className="mt-3 space-y-3">
                {panel.tasks
                  .filter((task) => task.status === status)
                  .map((task) => (
                    <TaskItem key={task.title} task={task} />
                  ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </figure>
  );
}

function TaskItem({ task, statusLabel }: { task: WorkflowTask; statusLabel?: string }) {
  return (
    <li className="rounded-xl bg-white p-3 shadow-card ring-1 ring-grey-200">
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold text-sm leading-snug">{task.title}</p>
        {statusLabel && (
          <span
            className={`shrink-0 rounded-pill px-2 py-0.5 font-semibold text-xs ${statusStyles[task.status]}`}
          >
            {statusLabel}
          </span>
        )}
      </div>
      <p className="mt-1 text-grey-600 text-xs">{task.owner}</p>
      <ProgressBar value={task.progress} label={task.title} small />
    </li>
  );
}

function ProgressBar({ value, label, small = false }: { value: number; label: string; small?: boolean }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      className={`mt-2 overflow-hidden rounded-pill bg-grey-200 ${small ? "h-1.5" : "h-2.5"}`}
    >
      <div className="h-full rounded-pill bg-accent-600" style={{ width: `${value}%` }} />
    </div>
  );
}
