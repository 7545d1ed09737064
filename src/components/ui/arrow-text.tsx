import { ArrowRight } from "lucide-react";

/**
 * Words followed by an arrow that stays with the last word when they wrap (a flex row would push the arrow to
 * the box's far edge instead).
 */
export function ArrowText({ text, size = "size-4" }: { text: string; size?: "size-4" | "size-5" }) {
  const trimmed = text.trimEnd();
  const cut = trimmed.lastIndexOf(" ");
  return (
    <>
      {trimmed.slice(0, cut + 1)}
      <span className="whitespace-nowrap">
        {trimmed.slice(cut + 1)}
        <ArrowRight
          aria-hidden="true"
          className={`ml-2 inline-block ${size === "size-5" ? "align-[-0.25em]" : "align-[-0.125em]"} ${size}`}
        />
      </span>
    </>
  );
}
