interface Stat {
  number: string;
  label: string;
}

/** A row of headline figures, number above label (two per row on phones, `columns` on wide screens). */
export function StatList({
  stats,
  tone = "dark",
  columns = 4,
}: {
  stats: readonly Stat[];
  tone?: "dark" | "light";
  columns?: 2 | 3 | 4;
}) {
  return (
    <dl
      className={`grid grid-cols-2 gap-x-6 gap-y-10 ${columns === 3 ? "sm:grid-cols-3" : columns === 4 ? "lg:grid-cols-4" : ""}`}
    >
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse items-center text-center">
          {/* Break a label between words, not inside one (the Indic pages break anywhere by default). */}
          <dt
            className={`mt-2 font-medium [overflow-wrap:break-word] ${tone === "dark" ? "text-ink-100" : "text-grey-600"}`}
          >
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
