import type { HomePage } from "~/content/home.schema";
import { HomeIcon } from "./home-icon";

export function WhyChooseUs({ reasons }: { reasons: HomePage["whyChooseUs"]["reasons"] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {reasons.map((reason) => (
        <li
          key={reason.title}
          className="rounded-card bg-white p-8 shadow-card ring-1 ring-grey-200 transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0"
        >
          <span className="flex size-12 items-center justify-center rounded-2xl bg-accent-700 text-white">
            <HomeIcon name={reason.icon} />
          </span>
          <h3 className="mt-6 font-bold text-xl">{reason.title}</h3>
          <p className="mt-3 text-grey-600">{reason.text}</p>
        </li>
      ))}
    </ul>
  );
}
