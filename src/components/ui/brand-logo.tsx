/**
 * The agency's mark and wordmark, drawn inline so it paints with the HTML. `tone` is the background it sits
 * on. The accessible name comes from the link around it.
 */
export function BrandLogo({
  name,
  tone,
  fit = false,
}: {
  name: string;
  tone: "light" | "dark";
  /**
   * The wordmark shows only where it fits whole: in a box narrower than mark and wordmark it wraps to a second
   * line, which is cut off (the top bar gives it whatever room its other parts leave).
   */
  fit?: boolean;
}) {
  const text = tone === "light" ? "text-ink-950" : "text-white";
  return (
    <span
      className={`flex items-center gap-2.5 font-bold text-lg ${text} ${fit ? "h-9 flex-wrap overflow-hidden" : ""}`}
    >
      <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className="size-9 shrink-0">
        <rect width="40" height="40" rx="12" className="fill-ink-950" />
        <path
          d="M12 26c3.5 3 12.5 3 15-1.5 2.3-4.2-2-6.3-7-7.6-4.6-1.2-7.2-3-5.3-6 2-3.1 9-3.2 12.3-.4"
          className="fill-none stroke-accent-400"
          strokeWidth="3.2"
          strokeLinecap="round"
        />
        <circle cx="29" cy="11" r="2.6" className="fill-saffron-400" />
      </svg>
      {/* The name is English in every language: its Latin letters keep the brand's spacing (global.css sets the
          Indic pages' text in normal spacing, and spacing is inherited: it is set here, on the name itself). */}
      <span lang="en" data-wordmark="" className="whitespace-nowrap tracking-tight">
        {name}
      </span>
    </span>
  );
}
