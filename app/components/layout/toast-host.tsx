import { lazy, Suspense, useEffect, useState } from "react";
import { hasQueuedToasts, onToastQueued } from "~/lib/notify";

const Toaster = lazy(() => import("./toaster"));

/** Mounts the toast library the first time a toast is queued, so pages without toasts never load it. */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    if (hasQueuedToasts()) setNeeded(true);
    return onToastQueued(() => setNeeded(true));
  }, []);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
