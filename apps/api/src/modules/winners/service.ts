import { WINNER_MESSAGES } from '@cj/shared/email';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import { splitPrizes } from '@cj/shared/rules/prizes';
import type { AppContext } from '../../app-context';
import { conflict, notFound } from '../../lib/http-errors';
import { findContestForUpdate } from '../contests/lookup';
import { queueEmail } from '../email/outbox-repository';
import { siteOfProperty } from '../email/outgoing-email';
import { type WinningEntry, winnersNotifiedEmail } from '../email/winners-notified-email';
import { listContestPrizes, listRankedEntries, markWinnersNotified } from './repository';

interface Winner {
  email: string;
  firstName: string;
  entries: WinningEntry[];
}

/**
 * POST /admin/prizes/{id}/notify: once the contest has concluded, queues one e-mail per winning account (every
 * winning entry of theirs in it, ties split by splitPrizes) and sets winnersNotified, all in one transaction
 * on the locked contest row, so two clicks can never notify twice.
 */
export async function notifyWinners(ctx: AppContext, idOrSlug: string) {
  const notified = await ctx.db.transaction(async (tx) => {
    const contest = await findContestForUpdate(tx, idOrSlug);
    if (!contest) throw notFound(PLAYER_MESSAGES.contestNotFound);
    if (contest.winnersNotified) throw conflict(WINNER_MESSAGES.alreadyNotified);
    if (contest.isCancelled) throw conflict(WINNER_MESSAGES.contestCancelled);
    if (!contest.concludedAt) throw conflict(WINNER_MESSAGES.notConcluded);

    const entries = await listRankedEntries(tx, contest.id);
    const awards = splitPrizes(await listContestPrizes(tx, contest.id), entries);
    const entriesById = new Map(entries.map((entry) => [entry.id, entry]));
    const winners = new Map<number, Winner>();
    for (const award of awards) {
      const entry = entriesById.get(award.entryId)!;
      const winner = winners.get(entry.accountId) ?? {
        email: entry.email,
        firstName: entry.firstName,
        entries: [],
      };
      winner.entries.push({ entryName: entry.name, ...award });
      winners.set(entry.accountId, winner);
    }
    if (winners.size === 0) throw conflict(WINNER_MESSAGES.noWinners);

    const site = siteOfProperty(ctx.config, contest.property);
    for (const winner of winners.values()) {
      const message = winnersNotifiedEmail({
        to: winner.email,
        firstName: winner.firstName,
        contest,
        entries: winner.entries,
        site,
      });
      await queueEmail(tx, message, ctx.now());
    }
    await markWinnersNotified(tx, contest.id);
    return winners.size;
  });
  await ctx.outbox.notify();
  return { message: WINNER_MESSAGES.winnersNotified, notified };
}
