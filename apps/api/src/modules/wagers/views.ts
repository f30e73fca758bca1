import { centsToDollars } from '@cj/shared/rules/money';
import type { Wager } from '@cj/shared/wagers';
import type { WagerListRow } from './repository';

type ShownRunner = { id: number; programNumber: string | null; name: string };

const toShownRunner = (runner: ShownRunner) => ({
  id: runner.id,
  programNumber: runner.programNumber ?? '',
  name: runner.name,
});

/**
 * What a play returned: finalize writes only the plays that return something (or were scored as the favourite), so
 * once the race is finalized a play with no payoff returned 0; before that there is no payoff yet.
 */
const shownPayoff = (payoffCents: number | null, raceFinalized: boolean) =>
  payoffCents !== null ? centsToDollars(payoffCents) : raceFinalized ? 0 : null;

export function toWager(row: {
  wager: WagerListRow['wager'];
  runner: ShownRunner;
  substitute: { id: number | null; programNumber: string | null; name: string | null } | null;
  raceNumber: number;
  raceFinalized: boolean;
  entryName: string;
}): Wager {
  const { wager, substitute } = row;
  return {
    id: wager.id,
    amount: centsToDollars(wager.amountCents),
    pool: 'WIN',
    runners: [wager.runnerId],
    runner: toShownRunner(row.runner),
    payoff: shownPayoff(wager.payoffCents, row.raceFinalized),
    substituteRunner:
      substitute?.id != null
        ? toShownRunner({
            id: substitute.id,
            programNumber: substitute.programNumber,
            name: substitute.name ?? '',
          })
        : null,
    race: wager.contestRaceId,
    raceNumber: row.raceNumber,
    player: wager.contestPlayerId,
    playerName: row.entryName,
    createdAt: wager.createdAt.toISOString(),
  };
}

/** The view of a play just placed, from what placing it already read. */
export function toPlacedWager(play: {
  id: number;
  createdAt: Date;
  amountCents: number;
  runner: ShownRunner;
  contestRaceId: number;
  raceNumber: number;
  entry: { id: number; name: string };
}): Wager {
  return {
    id: play.id,
    amount: centsToDollars(play.amountCents),
    pool: 'WIN',
    runners: [play.runner.id],
    runner: toShownRunner(play.runner),
    payoff: null,
    substituteRunner: null,
    race: play.contestRaceId,
    raceNumber: play.raceNumber,
    player: play.entry.id,
    playerName: play.entry.name,
    createdAt: play.createdAt.toISOString(),
  };
}
