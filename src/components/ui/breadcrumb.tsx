/**
 * A breadcrumb on a dark page top: the trail's links, each followed by a slash, then the current page (not a
 * link). Its JSON-LD twin is built with the page (src/lib/build/structured-data.ts).
 */
export function Breadcrumb({
  label,
  trail,
  current,
}: {
  /** Names the navigation for screen readers. */
  label: string;
  trail: readonly { href: string; name: string }[];
  current: string;
}) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-100 text-sm">
        {trail.map((link) => (
          <li key={link.href} className="flex items-center gap-2">
            <a href={link.href} className="underline-offset-4 hover:text-white hover:underline">
              {link.name}
            </a>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="font-semibold text-white">
          {current}
        </li>
      </ol>
    </nav>
  );
}
