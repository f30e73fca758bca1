import { lazy, Suspense, useSyncExternalStore } from 'react';
import { flashMessage, subscribeToFlashMessage } from '@/lib/flash-message';

const FlashSnackbar = lazy(() => import('./flash-snackbar').then((m) => ({ default: m.FlashSnackbar })));

/** Shows a flash message ('You are signed out.') in a snackbar; the snackbar's code loads only then. */
export function FlashNotice() {
  const message = useSyncExternalStore(subscribeToFlashMessage, flashMessage, () => null);
  if (message === null) return null;
  return (
    <Suspense fallback={null}>
      <FlashSnackbar key={message} message={message} />
    </Suspense>
  );
}
