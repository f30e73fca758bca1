/**
 * The address of the contest page at one race, which push alerts open. A module without zod: the contest
 * page reads the parameter on its first load (decision 021); push.ts re-exports both for the API.
 */

/** The search parameter of the contest page that opens one race (its contest race id) and scrolls to it. */
export const CONTEST_RACE_PARAM = 'race';

/** The contest page at one race: `/contest/<slug>?race=<contestRaceId>` (the alert's click opens it). */
export function contestRaceHref(slug: string, contestRaceId: number): string {
  return `/contest/${encodeURIComponent(slug)}?${CONTEST_RACE_PARAM}=${contestRaceId}`;
}
