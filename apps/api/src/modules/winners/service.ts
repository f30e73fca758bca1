import { CONTEST_MESSAGES } from '@cj/shared/contests';
import { WINNER_MESSAGES } from '@cj/shared/email';
import { AuditEventType, Property } from '@cj/shared/enums';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import { officialTime } from '@cj/shared/rules/contest-status';
import type { AppContext } from '../../app-context';
import { conflict, notFound } from '../../lib/http-errors';
import { siteForBrand } from '../../lib/site';
import { contestEmailAd } from '../ads/service';
import { auditOperatorAction } from '../audit/operator-action';
import { contestSubject, type Operator } from '../audit/subjects';
import { type ContestRow, findContest, findContestForUpdate } from '../contests/lookup';
import { queueEmail } from '../email/outbox';
import { siteOfProperty } from '../email/outgoing-email';
import { winnersNotifiedEmail } from '../email/winners-notified-email';
import { winningAccounts } from './awards';
import { countPlayers, markWinnersNotified } from './repository';

/**
 * Winners are notified and prizes awarded only once the results are official: 409 before the contest concludes,
 * and 'Results are unofficial until {date and time}.' during the audit period after it.
 */
export function requireOfficialResults(
  contest: Pick<ContestRow, 'concludedAt'>,
  now: Date,
  notConcludedMessage: string,
) {
  const officialAt = officialTime(contest.concludedAt);
  if (officialAt === null) throw conflict(notConcludedMessage);
  if (now.getTime() < officialAt.getTime())
    throw conflict(CONTEST_MESSAGES.resultsUnofficialUntil(officialAt));
}

/**
 * POST /admin/prizes/{id}/notify: once the contest's results are official, queues one e-mail per winning account
 * (every winning entry of theirs in it, ties split by splitPrizes) and sets winnersNotified, all in one
 * transaction on the locked contest row, so two clicks can never notify twice.
 */
export async function notifyWinners(ctx: AppContext, operator: Operator, idOrSlug: string) {
  const notified = await ctx.db.transaction(async (tx) => {
    const contest = await findContestForUpdate(tx, idOrSlug, { plays: 'continue' });
    if (!contest) throw notFound(PLAYER_MESSAGES.contestNotFound);
    if (contest.winnersNotified) throw conflict(WINNER_MESSAGES.alreadyNotified);
    if (contest.isCancelled) throw conflict(WINNER_MESSAGES.contestCancelled);
    requireOfficialResults(contest, ctx.now(), WINNER_MESSAGES.notConcluded);

    const winners = await winningAccounts(tx, contest.id);
    if (winners.size === 0) throw conflict(WINNER_MESSAGES.noWinners);

    const site = siteOfProperty(ctx.config, contest.property);
    const ad = await contestEmailAd(tx, contest.property);
    const told = {
      name: contest.name,
      slug: contest.slug,
      format: contest.format,
      entries: await countPlayers(tx, contest.id),
      // requireOfficialResults passed: the contest concluded, and its audit period is over.
      officialAt: officialTime(contest.concludedAt)!,
    };
    const { contactEmail } = siteForBrand(ctx.config, contest.property === Property.Harness);
    for (const winner of winners.values()) {
      const message = winnersNotifiedEmail({
        to: winner.email,
        firstName: winner.firstName,
        contest: told,
        entries: winner.entries,
        site,
        contactEmail,
        ad,
      });
      await queueEmail(tx, message, ctx.now());
    }
    await markWinnersNotified(tx, contest.id);
    await auditOperatorAction(tx, {
      eventType: AuditEventType.PrizeChanged,
      operator,
      contestId: contest.id,
      action: `e-mailed ${winners.size === 1 ? 'the winner' : `the ${winners.size} winners`} of`,
      subject: contestSubject(contest),
      changes: [{ field: 'winners notified', before: 'no', after: 'yes' }],
    });
    return winners.size;
  });
  await ctx.outbox.notify();
  return { message: WINNER_MESSAGES.winnersNotified, notified };
}

/** GET /admin/prizes/{id}/winners: how many accounts Notify Winners would e-mail now (its confirmation names it). */
export async function winnersToNotify(ctx: AppContext, idOrSlug: string) {
  const contest = await findContest(ctx.db, idOrSlug);
  if (!contest) throw notFound(PLAYER_MESSAGES.contestNotFound);
  const winners = contest.isCancelled ? 0 : (await winningAccounts(ctx.db, contest.id)).size;
  return { winners };
}
