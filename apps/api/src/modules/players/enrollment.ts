import { AuditEventType, ContestFormat } from '@cj/shared/enums';
import { isEnrollmentAccepted } from '@cj/shared/rules/contest-status';
import { contestPlayerName } from '@cj/shared/rules/player-name';
import { and, count, eq } from 'drizzle-orm';
import type { AppContext, SessionAccount } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { contestPlayers } from '../../db/schema/contests';
import { contestEmailAd } from '../ads/service';
import { recordAudit } from '../audit/service';
import { findContestForUpdate } from '../contests/lookup';
import { standingOf, withProgress } from '../contests/status';
import { isContestVisibleTo } from '../contests/visibility';
import { enrollmentConfirmedEmail } from '../email/enrollment-confirmed-email';
import { queueEmail } from '../email/outbox';
import { siteOfProperty } from '../email/outgoing-email';

export type EnrollmentRefusal =
  | 'contestNotFound'
  | 'contestCancelled'
  | 'enrollmentClosed'
  | 'entryLimitReached';

export type EnrollmentOutcome =
  | { enrolled: true; entryId: number }
  | { enrolled: false; reason: EnrollmentRefusal };

/**
 * Creates an entry when the rules allow it (ARCHITECTURE.md §4): contest visible, not cancelled, enrollment open
 * (the flag on and wagering not yet closed on the contest's first race), fewer entries than maxEntries. The contest row is locked so concurrent enrollments of one account count right.
 * The 'enrollment confirmed' e-mail is queued in the same transaction; the caller notifies the outbox after commit.
 */
export async function enroll(
  tx: DbOrTx,
  ctx: Pick<AppContext, 'config' | 'now'>,
  account: SessionAccount,
  contestIdOrSlug: string,
): Promise<EnrollmentOutcome> {
  const contest = await findContestForUpdate(tx, contestIdOrSlug, { plays: 'continue' });
  // Enrolling goes by what players see, for an administrator's own entry too.
  if (!contest || !isContestVisibleTo(contest, null)) return { enrolled: false, reason: 'contestNotFound' };
  if (contest.isCancelled) return { enrolled: false, reason: 'contestCancelled' };
  const now = ctx.now();
  const { status } = standingOf(await withProgress(tx, contest, now), now);
  if (!isEnrollmentAccepted({ isEnrollmentOpen: contest.isEnrollmentOpen, status }))
    return { enrolled: false, reason: 'enrollmentClosed' };

  const [held] = await tx
    .select({ entries: count() })
    .from(contestPlayers)
    .where(and(eq(contestPlayers.contestId, contest.id), eq(contestPlayers.accountId, account.id)));
  const entries = held?.entries ?? 0;
  if (entries >= contest.maxEntries) return { enrolled: false, reason: 'entryLimitReached' };

  const bankroll = contest.format === ContestFormat.WinBankroll ? contest.startingBankrollCents : 0;
  const name = contestPlayerName(account, entries + 1);
  const [entry] = await tx
    .insert(contestPlayers)
    .values({
      contestId: contest.id,
      accountId: account.id,
      entryNumber: entries + 1,
      name,
      bankrollCents: bankroll,
      leaderboardBankrollCents: bankroll,
    })
    .returning({ id: contestPlayers.id });
  await recordAudit(tx, {
    eventType: AuditEventType.ContestEnrollment,
    accountId: account.id,
    contestId: contest.id,
    content: `${account.email} enrolled in ${contest.name} (entry ${entries + 1}).`,
  });
  const confirmation = enrollmentConfirmedEmail({
    to: account.email,
    firstName: account.firstName,
    entryName: name,
    contest,
    site: siteOfProperty(ctx.config, contest.property),
    ad: await contestEmailAd(tx, contest.property),
  });
  await queueEmail(tx, confirmation, ctx.now());
  return { enrolled: true, entryId: entry!.id };
}

/** Whether the account holds at least one entry in the contest. */
export async function hasPlayer(tx: DbOrTx, accountId: number, contestId: number) {
  const [row] = await tx
    .select({ id: contestPlayers.id })
    .from(contestPlayers)
    .where(and(eq(contestPlayers.contestId, contestId), eq(contestPlayers.accountId, accountId)))
    .limit(1);
  return Boolean(row);
}
