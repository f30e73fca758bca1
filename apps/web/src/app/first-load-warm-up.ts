import type { FirstLoadData } from '@cj/shared/first-load';
import type { QueryClient } from '@tanstack/react-query';
import { getAccountQueryOptions } from '@/lib/account';
import { savedScrollPositions } from '@/lib/scroll-restoration';
import { formatContestStart, viewerTimezone } from '@/lib/zoned-time';

/**
 * Runs each step in a task of its own, one after the other, starting after the current task; resolves once all have
 * run. A step that throws is passed over: warming up must never keep the page from rendering.
 */
export async function runInSeparateTasks(steps: ReadonlyArray<() => unknown>): Promise<void> {
  for (const step of steps) {
    await new Promise<void>((resolve) =>
      setTimeout(() => {
        try {
          step();
        } catch {
          // The render does the same work itself, and reports what fails there.
        }
        resolve();
      }, 0),
    );
  }
}

/** The distinct zones of the contests the server wrote into the page, each with one of its contests' starts. */
function seededContestStarts(
  data: FirstLoadData | undefined,
): Array<{ startTime: string; timezone: string | null }> {
  const contests = [
    ...(data?.featuredContests?.contests ?? []),
    ...(data?.contest ? [data.contest.contest] : []),
  ];
  const byZone = new Map<string | null, { startTime: string; timezone: string | null }>();
  for (const { startTime, timezone } of contests) {
    if (!byZone.has(timezone)) byZone.set(timezone, { startTime, timezone });
  }
  return [...byZone.values()];
}

/**
 * What the first page's render and commit would otherwise pay for on first use of a browser feature, done before
 * them while the page's code is still arriving, each in a task of its own so that none makes a long task
 * (decision 042). Each step leaves a result the page reads again, the same way, when it needs it:
 * - the account: the first read of document.cookie (tens of milliseconds on a phone) happens here, and a signed-in
 *   player's account query starts now rather than when the layout mounts (the query keeps its answer 60 s, so the
 *   mount asks nothing more); its GET waits, as every first-load read does, until the first commit is painted
 *   (decision 047); a visitor's first render shows the signed-out menu at once;
 * - the viewer's time zone: the page's first Intl.DateTimeFormat loads the browser's date data (20–30 ms on a fast
 *   machine), cached by lib/zoned-time.ts until the clock's UTC offset changes;
 * - the formatters of the zones of the contests the server wrote into the page, which the page shows first (the
 *   shared formatter caches each);
 * - the scroll positions this tab saved (its first session storage read) and local storage, which the layout's
 *   remembered preferences read (the browser loads an origin's storage on its first use).
 */
export function firstLoadWarmUps(
  queryClient: QueryClient,
  data: FirstLoadData | undefined,
): Array<() => unknown> {
  return [
    () => queryClient.prefetchQuery(getAccountQueryOptions()),
    () => viewerTimezone(),
    ...seededContestStarts(data).map(
      ({ startTime, timezone }) =>
        () =>
          formatContestStart(startTime, timezone),
    ),
    () => savedScrollPositions(),
    () => window.localStorage.length,
  ];
}
