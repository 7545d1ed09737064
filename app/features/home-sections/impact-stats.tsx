import type { Stat } from "~/content/home.schema";

/** A row of headline figures, number above label. */
export function ImpactStats({ stats, tone = "dark" }: { stats: readonly Stat[]; tone?: "dark" | "light" }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse items-center text-center">
          <dt className={`mt-2 font-medium ${tone === "dark" ? "text-ink-100" : "text-grey-600"}`}>
            {stat.label}
          </dt>
          <dd
            className={`font-bold text-4xl tracking-tight sm:text-5xl ${tone === "dark" ? "text-accent-400" : "text-accent-700"}`}
          >
            {stat.number}
          </dd>
        </div>
      ))}
    </dl>
  );
}
