/** What the page tells a waiting service worker: take over now (the update snackbar's Reload; src/service-worker). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;
