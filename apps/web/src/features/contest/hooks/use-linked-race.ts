// From the module without zod, not push.ts: the contest page's first load has no zod (decision 021).
import { CONTEST_RACE_PARAM } from '@cj/shared/contest-race-link';
import type { ContestRaceDetail } from '@cj/shared/contests';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The race heading's id (race-row.tsx), where a link to one race lands. */
export const raceHeadingId = (contestRaceId: number) => `race-${contestRaceId}-heading`;

/**
 * The race a link names (`?race=<contest race id>`, as a push alert's click opens: contestRaceHref), if it is one
 * of the contest's. Once the races are shown, its heading is brought into view and focused, so keyboard and screen
 * reader users land there too. The caller opens it.
 */
export function useLinkedRace(races: readonly ContestRaceDetail[]): ContestRaceDetail | undefined {
  const [searchParams] = useSearchParams();
  const wanted = Number(searchParams.get(CONTEST_RACE_PARAM));
  const linked = Number.isInteger(wanted)
    ? races.find((contestRace) => contestRace.id === wanted)
    : undefined;
  const linkedId = linked?.id;
  useEffect(() => {
    if (linkedId === undefined) return;
    const heading = document.getElementById(raceHeadingId(linkedId));
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [linkedId]);
  return linked;
}
