import type { ComponentPropsWithoutRef } from "react";
import { type ButtonStyle, buttonClasses } from "./button.tsx";
import { NewTabLink } from "./new-tab-link.tsx";

/**
 * A link that looks like a button: a plain link (prefetched on intent), inside the site or out of it. With
 * `newTab` (the words read after its text) it opens a new tab.
 */
export function ButtonLink({
  variant,
  size,
  className,
  newTab,
  ...rest
}: ComponentPropsWithoutRef<"a"> & ButtonStyle & { newTab?: string }) {
  const classes = buttonClasses(variant, size, className);
  return newTab ? (
    <NewTabLink newTab={newTab} className={classes} {...rest} />
  ) : (
    <a className={classes} {...rest} />
  );
}
