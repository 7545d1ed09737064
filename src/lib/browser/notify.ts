/**
 * Toasts from any island, without shipping the toast library until the first one: `notify` loads Sonner
 * and mounts its toaster once (top right, 4 seconds, the site's dark translucent style), then shows the message.
 */
export type ToastKind = "success" | "error";

let toaster: Promise<typeof import("./toaster.tsx")> | undefined;

export async function notify(kind: ToastKind, message: string): Promise<void> {
  toaster ??= import("./toaster.tsx");
  const { showToast } = await toaster;
  showToast(kind, message);
}
