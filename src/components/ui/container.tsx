import type { ComponentPropsWithoutRef } from "react";

/** The site's content column: a maximum width and the same side padding everywhere. */
export function Container({ className, ...rest }: ComponentPropsWithoutRef<"div">) {
  return <div className={`mx-auto w-full max-w-content px-5 sm:px-8 ${className ?? ""}`} {...rest} />;
}
