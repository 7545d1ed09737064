import type { ServicesPage } from "~/content/services-overview.schema";
import { ServicesIcon } from "./services-icon";

const colors = {
  accent: "bg-accent-700 text-white",
  saffron: "bg-saffron-300 text-ink-950",
  ink: "bg-ink-800 text-white",
  emerald: "bg-emerald-400 text-ink-950",
} as const;

export function ProcessSteps({ steps }: { steps: ServicesPage["process"]["steps"] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step) => (
        <li
          key={step.step}
          className="relative rounded-card bg-white p-7 shadow-card ring-1 ring-grey-200 transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0"
        >
          <div className="flex items-center justify-between">
            <span className={`flex size-12 items-center justify-center rounded-2xl ${colors[step.color]}`}>
              <ServicesIcon name={step.icon} />
            </span>
            <span aria-hidden="true" className="font-bold text-5xl text-grey-200">
              {step.step}
            </span>
          </div>
          <h3 className="mt-5 font-bold text-xl">
            <span className="sr-only">{step.step} </span>
            {step.title}
          </h3>
          <p className="mt-2 text-grey-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
