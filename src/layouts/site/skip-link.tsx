export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href="#main"
      className="-translate-y-24 fixed top-3 left-3 z-[60] rounded-pill bg-ink-950 px-5 py-3 font-semibold text-white shadow-lift transition focus:translate-y-0"
    >
      {label}
    </a>
  );
}
