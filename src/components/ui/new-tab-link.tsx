import type { ComponentPropsWithoutRef } from "react";

/** A link that opens a new tab (without giving it this page) and says so after its text, to screen readers. */
export function NewTabLink({
  newTab,
  children,
  ...rest
}: ComponentPropsWithoutRef<"a"> & {
  /** Read after the link's text: "(opens in a new tab)". */
  newTab: string;
}) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
