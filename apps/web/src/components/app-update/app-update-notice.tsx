import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isAppUpdateWaiting, subscribeToAppUpdate } from '@/lib/app-update';

const AppUpdateSnackbar = lazy(() =>
  import('./app-update-snackbar').then((m) => ({ default: m.AppUpdateSnackbar })),
);

/** Shows 'New version available — reload' while a new version waits; its snackbar loads only then. */
export function AppUpdateNotice() {
  const waiting = useSyncExternalStore(subscribeToAppUpdate, isAppUpdateWaiting, () => false);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <AppUpdateSnackbar />
    </Suspense>
  );
}
