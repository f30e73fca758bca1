import { ordinal } from '@cj/shared/rules/ordinal';
import { isRaceOpen } from '@cj/shared/rules/race-state';
import type { Standing } from '@cj/shared/standing';
import { formatDollars } from './money';

interface RaceName {
  id: number;
  race: { raceNumber: number; isWageringClosed: boolean; finalized: boolean; postTime: string };
}

/** Before the first result every entry is level and ranked 1st: 'in the money' or 'leading' would mislead. */
function beforeFirstResult(standing: Standing, races: readonly RaceName[]): boolean {
  return standing.toLeader === 0 && races.length > 0 && !races.some((candidate) => candidate.race.finalized);
}

/**
 * Whether the sentence says the entry is in the money (shown as a success); before the first result it does not,
 * though every entry is then on the prize line.
 */
export function isStandingInTheMoney(standing: Standing, races: readonly RaceName[]): boolean {
  return standing.prizeLine !== null && standing.toPrizeLine === 0 && !beforeFirstResult(standing, races);
}

/**
 * The one sentence of where an entry stands: what it needs when behind the prize line and a single win
 * can lift it there ('You need a winner paying $14.60 (6-1) or better in Race 5 to reach the prize line.'), else
 * that it is in the money, that no single winner can reach the line, or that no race is open (at `now`, on the
 * server's clock). Once every race is final, the final standing.
 */
export function standingSentence(standing: Standing, races: readonly RaceName[], now: number): string {
  const place = `${ordinal(standing.rank)} of ${standing.entries}`;
  const { prizeLine, nextRace, toPrizeLine } = standing;
  if (beforeFirstResult(standing, races)) {
    const prizes = prizeLine ? `, and the prizes go to ${ordinal(prizeLine.place)} place` : '';
    const level =
      standing.entries === 1
        ? 'yours is the only entry so far'
        : `all ${standing.entries} entries start level`;
    return `No race has been scored yet: ${level}${prizes}.`;
  }
  if (races.length > 0 && races.every((candidate) => candidate.race.finalized)) {
    const final = `Final standing: ${place} entries`;
    if (prizeLine === null) return standing.toLeader > 0 ? `${final}.` : `${final}, the winner.`;
    return toPrizeLine === 0
      ? `${final}, in the money (the prizes go to ${ordinal(prizeLine.place)} place).`
      : `${final}, ${formatDollars(toPrizeLine)} short of the prize line (${ordinal(prizeLine.place)} place).`;
  }
  if (prizeLine === null) {
    return standing.toLeader > 0
      ? `You are ${place}, ${formatDollars(standing.toLeader)} behind the leader.`
      : `You are ${place}, leading the contest.`;
  }
  if (toPrizeLine === 0)
    return `You are in the money: ${place}, the prizes go to ${ordinal(prizeLine.place)} place.`;
  const behind = `${formatDollars(toPrizeLine)} behind the prize line (${ordinal(prizeLine.place)} place)`;
  if (nextRace) {
    const race = races.find((candidate) => candidate.id === nextRace.contestRaceId);
    const where = race ? `in Race ${race.race.raceNumber}` : 'in the next race';
    return `You need a winner paying ${formatDollars(nextRace.neededWinPayoff)} (${nextRace.neededOdds}) or better ${where} to reach the prize line.`;
  }
  if (races.some((candidate) => isRaceOpen(candidate.race, now))) {
    return `No single winner can lift you to the prize line: you are ${place}, ${behind}.`;
  }
  return `No race is open to plays: you are ${place}, ${behind}.`;
}
