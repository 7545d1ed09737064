import { Check } from "lucide-react";

/**
 * What a package includes: one line per item, each after a check mark. `tone` is the card it sits on;
 * `className` places and spaces the list.
 */
export function CheckList({
  items,
  tone = "light",
  className = "",
}: {
  items: readonly string[];
  tone?: "light" | "dark";
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check
            aria-hidden="true"
            className={`mt-1 size-5 shrink-0 ${dark ? "text-accent-400" : "text-accent-700"}`}
          />
          <span className={dark ? "text-ink-100" : "text-grey-700"}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
