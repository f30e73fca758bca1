/**
 * A short confirmation to show once on the next page, after an action that leaves the page it happened on (logging
 * out). Kept in memory: a reload does not show it again.
 */
let message: string | null = null;
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

export function subscribeToFlashMessage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function flashMessage(): string | null {
  return message;
}

export function showFlashMessage(text: string): void {
  message = text;
  changed();
}

export function clearFlashMessage(): void {
  if (message === null) return;
  message = null;
  changed();
}
