/**
 * Toasts without shipping the toast library on first load: `notify` queues the message and asks the
 * toast host to load the library; the host drains the queue once it has mounted.
 */
export type ToastKind = "success" | "error";
export interface ToastMessage {
  kind: ToastKind;
  message: string;
}

const queue: ToastMessage[] = [];
const listeners = new Set<() => void>();

export function notify(kind: ToastKind, message: string): void {
  queue.push({ kind, message });
  for (const listener of listeners) listener();
}

/** Called by the toast host: runs `listener` whenever a toast is queued. */
export function onToastQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Hands over and forgets every queued toast. */
export function takeQueuedToasts(): ToastMessage[] {
  return queue.splice(0, queue.length);
}

export function hasQueuedToasts(): boolean {
  return queue.length > 0;
}
