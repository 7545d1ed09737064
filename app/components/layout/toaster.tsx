import { useEffect } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { onToastQueued, takeQueuedToasts } from "~/lib/notify";

export const TOAST_DURATION_MS = 4000;

function drain() {
  for (const { kind, message } of takeQueuedToasts()) toast[kind](message);
}

/** Sonner, top-right, 4 seconds, in the site's dark translucent style. Loaded by ToastHost on demand. */
export default function Toaster() {
  useEffect(() => {
    // Let Sonner subscribe before the first toasts are handed to it.
    const timer = setTimeout(drain, 0);
    const stop = onToastQueued(drain);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, []);

  return (
    <Sonner
      position="top-right"
      duration={TOAST_DURATION_MS}
      offset={88}
      mobileOffset={{ top: 80, right: 12, left: 12 }}
      toastOptions={{
        unstyled: true,
        classNames: {
          toast:
            "flex w-[min(22rem,calc(100vw-2rem))] items-center gap-3 rounded-2xl bg-ink-950/90 px-4 py-3.5 text-white shadow-lift ring-1 ring-white/10 backdrop-blur-md",
          title: "font-medium text-[0.95rem]",
          icon: "text-accent-400",
        },
      }}
    />
  );
}
