import { launchingSoonPage } from "~/content/launching-soon";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/launching-soon";

export function loader() {
  return { page: launchingSoonPage };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.page.seo, path: "/launching-soon" });

export default function LaunchingSoon({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData.page;
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center bg-ink-950 px-5 text-center text-white"
    >
      <p className="font-semibold text-accent-300 text-sm uppercase tracking-[0.16em]">{hero.eyebrow}</p>
      <h1 className="mt-3 font-bold text-5xl">{hero.title}</h1>
      <p className="mt-5 max-w-xl text-ink-100 text-lg">{hero.intro}</p>
    </main>
  );
}
