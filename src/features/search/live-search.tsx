import { type ReactNode, useEffect, useRef } from "react";
import { startSearch } from "./site-search.ts";

/**
 * The search page's island (src/pages/[...locale]/search.astro, `client:interaction="?q"`): its code arrives
 * on the visitor's first hover, press, focus or key in the search panel, or at once when the page was reached
 * with a query, so the page loads no script before then. The panel (`children`) stays the server's markup;
 * this only starts the results-as-you-type on it.
 */
export function LiveSearch({ children }: { children?: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (root.current) startSearch(root.current);
  }, []);
  return <div ref={root}>{children}</div>;
}
