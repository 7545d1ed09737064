import { useEffect } from "react";
import type { ModelContext } from "./register-tools";

type WithModelContext = { modelContext?: ModelContext };

/**
 * Offers the site's tools to AI agents where the browser supports WebMCP; renders nothing. The explainer puts
 * the API on `navigator.modelContext`; Chromium 156 (behind its WebMCP flag) exposes it as `document.modelContext`.
 */
export function WebMcpTools() {
  useEffect(() => {
    const modelContext =
      (navigator as WithModelContext).modelContext ?? (document as WithModelContext).modelContext;
    if (!modelContext) return;
    import("./register-tools").then(({ registerSiteTools }) => registerSiteTools(modelContext));
  }, []);
  return null;
}
