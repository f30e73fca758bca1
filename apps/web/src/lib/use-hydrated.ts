import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/** False while the server renders a page and while the browser hydrates it; true from the browser's next render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
