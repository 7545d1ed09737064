import { CircleCheck, CircleX } from "lucide-react";
import type { AboutPage } from "~/content/about.schema";

export function AgencyComparison({ comparison }: { comparison: AboutPage["comparison"] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="rounded-card bg-grey-50 p-8 ring-1 ring-grey-200">
        <h3 className="font-bold text-grey-700 text-xl">{comparison.otherLabel}</h3>
        <ul className="mt-6 space-y-4">
          {comparison.other.map((point) => (
            <li key={point} className="flex gap-3 text-grey-700">
              <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-600" />
              {point}
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-card bg-ink-950 p-8 text-white shadow-lift ring-2 ring-accent-400">
        <h3 className="font-bold text-xl">{comparison.usLabel}</h3>
        <ul className="mt-6 space-y-4">
          {comparison.us.map((point) => (
            <li key={point} className="flex gap-3 text-ink-100">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-400" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
