import type { ComponentType } from 'react';

/** A component whose code loads on first render (it suspends until then), or earlier through `preload`. */
export interface LazyComponent<Props extends object> {
  (props: Props): React.ReactNode;
  /** Starts loading the code (once) and resolves when it has arrived. */
  preload(): Promise<void>;
  /** Whether the code has arrived (it renders without suspending). */
  isLoaded(): boolean;
}

/** A promise that says how it settled, so a render can tell at once whether the code has arrived. */
type TrackedPromise<T> = Promise<T> & {
  status: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * Like React.lazy, but a component whose code has already arrived renders at once instead of suspending for a
 * tick, so a page preloaded before the first render (main.tsx) replaces the painted shell without a fallback.
 * A failed load is tried again on the next render.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyComponent<Props> {
  let loading: TrackedPromise<ComponentType<Props>> | undefined;

  function startLoading(): TrackedPromise<ComponentType<Props>> {
    if (loading) return loading;
    const tracked = Object.assign(load(), { status: 'pending' as const }) as TrackedPromise<
      ComponentType<Props>
    >;
    tracked.then(
      (component) => {
        tracked.status = 'fulfilled';
        tracked.value = component;
      },
      (error: unknown) => {
        tracked.status = 'rejected';
        tracked.reason = error;
      },
    );
    loading = tracked;
    return tracked;
  }

  function Lazy(props: Props) {
    const tracked = startLoading();
    if (tracked.status === 'rejected') {
      loading = undefined; // the error shows now; the next render tries again
      throw tracked.reason;
    }
    // Suspense's contract for code that is still loading: the nearest boundary shows its fallback until it settles.
    if (tracked.status === 'pending') throw tracked;
    const Component = tracked.value as ComponentType<Props>;
    return <Component {...props} />;
  }
  Lazy.preload = () => {
    if (loading?.status === 'rejected') loading = undefined;
    return startLoading().then(() => undefined);
  };
  Lazy.isLoaded = () => loading?.status === 'fulfilled';
  return Lazy;
}
