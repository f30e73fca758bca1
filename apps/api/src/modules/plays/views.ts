import type { Play } from '@cj/shared/plays';
import { centsToDollars } from '@cj/shared/rules/money';
import type { PlayListRow } from '../plays/repository';

type ShownRunner = { id: number; programNumber: string | null; name: string };
type PlayedRunner = ShownRunner & { scratched: boolean };

const toShownRunner = (runner: ShownRunner) => ({
  id: runner.id,
  programNumber: runner.programNumber ?? '',
  name: runner.name,
});

/** A runner a play names (its pick or alternate), with whether it is scratched. */
const toPlayedRunner = (runner: PlayedRunner) => ({ ...toShownRunner(runner), scratched: runner.scratched });

/**
 * What a play returned: finalize writes only the plays that return something (or were scored as the favourite), so
 * once the race is finalized a play with no payoff returned 0; before that there is no payoff yet.
 */
const shownPayoff = (payoffCents: number | null, raceFinalized: boolean) =>
  payoffCents !== null ? centsToDollars(payoffCents) : raceFinalized ? 0 : null;

type JoinedRunner = { id: number | null; programNumber: string | null; name: string | null } | null;

const toJoinedRunner = (runner: JoinedRunner) =>
  runner?.id != null
    ? toShownRunner({ id: runner.id, programNumber: runner.programNumber, name: runner.name ?? '' })
    : null;

type JoinedPlayedRunner = (NonNullable<JoinedRunner> & { scratched: boolean | null }) | null;

const toJoinedPlayedRunner = (runner: JoinedPlayedRunner) =>
  runner?.id != null
    ? toPlayedRunner({
        id: runner.id,
        programNumber: runner.programNumber,
        name: runner.name ?? '',
        scratched: runner.scratched === true,
      })
    : null;

/** The $2 payoff the contest's cap lowered, and the cap, in dollars; null when the cap did not apply. */
const shownPayoutCap = (cappedFromCents: number | null, capCents: number | null) =>
  cappedFromCents !== null && capCents !== null
    ? { payoff: centsToDollars(cappedFromCents), cap: centsToDollars(capCents) }
    : null;

export function toPlay(row: {
  wager: PlayListRow['wager'];
  runner: PlayedRunner;
  substitute: JoinedRunner;
  alternate: JoinedPlayedRunner;
  winPayoutCapCents: number | null;
  raceNumber: number;
  raceFinalized: boolean;
  entryName: string;
}): Play {
  const { wager } = row;
  return {
    id: wager.id,
    amount: centsToDollars(wager.amountCents),
    pool: 'WIN',
    runners: [wager.runnerId],
    runner: toPlayedRunner(row.runner),
    payoff: shownPayoff(wager.payoffCents, row.raceFinalized),
    alternateRunner: toJoinedPlayedRunner(row.alternate),
    substituteRunner: toJoinedRunner(row.substitute),
    substituteReason: wager.substituteReason,
    payoutCap: shownPayoutCap(wager.cappedFromCents, row.winPayoutCapCents),
    race: wager.contestRaceId,
    raceNumber: row.raceNumber,
    player: wager.contestPlayerId,
    playerName: row.entryName,
    createdAt: wager.createdAt.toISOString(),
  };
}

/** The view of a play just placed, from what placing it already read. */
export function toPlacedPlay(play: {
  id: number;
  createdAt: Date;
  amountCents: number;
  runner: PlayedRunner;
  alternate: PlayedRunner | null;
  contestRaceId: number;
  raceNumber: number;
  entry: { id: number; name: string };
}): Play {
  return {
    id: play.id,
    amount: centsToDollars(play.amountCents),
    pool: 'WIN',
    runners: [play.runner.id],
    runner: toPlayedRunner(play.runner),
    payoff: null,
    alternateRunner: play.alternate ? toPlayedRunner(play.alternate) : null,
    substituteRunner: null,
    substituteReason: null,
    payoutCap: null,
    race: play.contestRaceId,
    raceNumber: play.raceNumber,
    player: play.entry.id,
    playerName: play.entry.name,
    createdAt: play.createdAt.toISOString(),
  };
}
