import type { ContestRaceDetail, Prize } from '@cj/shared/contests';
import { ordinal } from '@cj/shared/rules/ordinal';

/**
 * What a contest's card says: 'November 28, 2026 at Aqueduct, 9 races. Prizes: 1st $500 cash, 2nd $250 cash.'
 * The races and prizes are left out when the page could not read them.
 */
export function contestCardDescription(
  date: string,
  races: readonly ContestRaceDetail[] | undefined,
  prizes: readonly Prize[] | undefined,
): string {
  const tracks = [...new Set((races ?? []).map((race) => race.race.track.name))];
  const where = tracks.length > 0 ? ` at ${tracks.join(' and ')}` : '';
  const raceCount =
    races && races.length > 0 ? `, ${races.length} ${races.length === 1 ? 'race' : 'races'}` : '';
  const prizeList =
    prizes && prizes.length > 0
      ? ` Prizes: ${prizes.map((prize) => `${ordinal(prize.placement)} ${prize.label}`).join(', ')}.`
      : '';
  return `${date}${where}${raceCount}.${prizeList}`;
}
