import { ContestFormat } from '@cj/shared/enums';
import { centsToDollars } from '@cj/shared/rules/money';
import { standing } from '@cj/shared/rules/standing';
import { STANDING_MESSAGES, type Standing } from '@cj/shared/standing';
import type { AppContext, SessionAccount } from '../../app-context';
import { notFound } from '../../lib/http-errors';
import { findStandingPlayer, listStandingRaces } from './standing-repository';

const formatOf = (format: number): ContestFormat =>
  format === ContestFormat.Win || format === ContestFormat.WinBankroll ? format : ContestFormat.None;

/**
 * Where the caller's entry stands and what it needs (decision 025): the entry `?playerId=` names, else
 * the caller's best-ranked entry. 404 when the caller has no such entry in a contest it may see. Two statements.
 */
export async function ownStanding(
  ctx: AppContext,
  idOrSlug: string,
  account: SessionAccount,
  entryId: number | undefined,
): Promise<Standing> {
  const entry = await findStandingPlayer(ctx.db, idOrSlug, account, account.id, entryId);
  if (!entry) throw notFound(STANDING_MESSAGES.noEntry);
  const races = await listStandingRaces(ctx.db, entry.contest.id, entry.entryId);
  const prizeLine =
    entry.lastPrizedPlace === null
      ? null
      : { place: entry.lastPrizedPlace, leaderboardBankrollCents: entry.prizeLineCents ?? 0 };
  const result = standing({
    format: formatOf(entry.contest.format),
    board: { leaderCents: entry.leaderCents, prizeLine },
    entry,
    races,
    picksLockAt: entry.contest.picksLockAt,
    winPayoutCapCents: entry.contest.winPayoutCapCents,
    now: ctx.now(),
  });
  return {
    playerId: entry.entryId,
    rank: entry.higherEntries + 1,
    entries: entry.entries,
    leaderboardBankroll: centsToDollars(entry.leaderboardBankrollCents),
    prizeLine: result.prizeLine && {
      place: result.prizeLine.place,
      leaderboardBankroll: centsToDollars(result.prizeLine.leaderboardBankrollCents),
    },
    toPrizeLine: centsToDollars(result.toPrizeLineCents),
    toLeader: centsToDollars(result.toLeaderCents),
    nextRace: result.nextRace && {
      contestRaceId: result.nextRace.contestRaceId,
      neededWinPayoff: centsToDollars(result.nextRace.neededWinPayoffCents),
      neededOdds: result.nextRace.neededOdds,
    },
  };
}
