import { useLayoutEffect, useRef } from "react";
import { POSTED_ATTRIBUTE } from "#src/lib/head-script/early-input.ts";

/**
 * For a form that works as plain HTML first (it posts to the server, which hands it to WhatsApp) and that
 * React then takes over. Once React runs, the form checks its answers itself with the spec's messages (the
 * browser's own checks, which stood in until then, step aside), and a form the browser already posted before
 * the code arrived (`data-posted`, lib/head-script/early-input.ts) calls `onPostedBefore` once: the island
 * finishes what the server could not, without sending it again. The answers typed meanwhile stay in the
 * fields; each form reads them from there (react-hook-form reads a field's value when it has no default).
 */
export function useFormTakeOver<Form extends HTMLFormElement>(onPostedBefore: () => void) {
  const ref = useRef<Form>(null);
  const handler = useRef(onPostedBefore);
  handler.current = onPostedBefore;
  useLayoutEffect(() => {
    const form = ref.current;
    if (!form) return;
    form.noValidate = true;
    if (!form.hasAttribute(POSTED_ATTRIBUTE)) return;
    form.removeAttribute(POSTED_ATTRIBUTE);
    handler.current();
  }, []);
  return ref;
}
