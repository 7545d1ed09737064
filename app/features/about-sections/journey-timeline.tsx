import type { AboutPage } from "~/content/about.schema";

export function JourneyTimeline({ milestones }: { milestones: AboutPage["journey"]["milestones"] }) {
  return (
    <ol className="relative mx-auto max-w-3xl space-y-10 before:absolute before:top-2 before:bottom-2 before:left-[1.1rem] before:w-0.5 before:bg-accent-200 sm:before:left-1/2 sm:before:-translate-x-1/2">
      {milestones.map((m, index) => (
        <li
          key={m.year}
          className={`relative pl-14 sm:flex sm:pl-0 ${index % 2 === 1 ? "sm:flex-row-reverse" : ""}`}
        >
          <span
            aria-hidden="true"
            className="absolute top-1 left-0 flex size-9 items-center justify-center rounded-full bg-accent-700 ring-4 ring-white sm:left-1/2 sm:-translate-x-1/2"
          >
            <span className="size-2.5 rounded-full bg-white" />
          </span>
          <div className={`sm:w-1/2 ${index % 2 === 1 ? "sm:pl-12" : "sm:pr-12 sm:text-right"}`}>
            <p className="font-bold text-2xl text-accent-700">{m.year}</p>
            <h3 className="mt-1 font-bold text-xl">{m.title}</h3>
            <p className="mt-2 text-grey-600">{m.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
