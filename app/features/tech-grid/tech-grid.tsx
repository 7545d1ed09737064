export interface TechnologyView {
  id: string;
  name: string;
  icon: { src: string };
}

/**
 * Where each tile starts on wide grids so rows come out as the spec draws them: 6 + 6 + 4 on small screens
 * (12-column grid, tiles span 2, the last row centred) and 7 + 5 + 4 on wide screens (14 columns).
 */
function placement(index: number): string {
  const small = index === 12 ? "md:col-start-3" : "";
  const wide = index === 7 ? "lg:col-start-3" : index === 12 ? "lg:col-start-4" : "lg:col-start-auto";
  return `${small} ${wide}`;
}

/** The Technology Stack grid: 4 per row on phones, 6 per row on small screens, 7/5/4 on wide screens. */
export function TechGrid({
  label,
  technologies,
}: {
  label: string;
  technologies: readonly TechnologyView[];
}) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-4 gap-3 sm:gap-4 md:grid-cols-12 lg:grid-cols-14 lg:gap-5"
    >
      {technologies.map((tech, index) => (
        <li
          key={tech.id}
          data-tech={tech.id}
          className={`col-span-1 flex flex-col items-center gap-2 rounded-2xl bg-white px-1 py-4 text-center shadow-card ring-1 ring-grey-200 transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0 md:col-span-2 ${placement(index)}`}
        >
          {/* The name beside it says what the icon is; the file loads when the grid scrolls near. */}
          <img
            src={tech.icon.src}
            alt=""
            width={36}
            height={36}
            loading="lazy"
            decoding="async"
            className="size-8 sm:size-9"
          />
          <span className="font-medium text-grey-700 text-xs leading-tight sm:text-sm">{tech.name}</span>
        </li>
      ))}
    </ul>
  );
}
