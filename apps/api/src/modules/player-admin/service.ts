import { AuditEventType, ContestFormat } from '@cj/shared/enums';
import { PLAYER_ADMIN_MESSAGES, type UpdatePlayerSchema } from '@cj/shared/player-admin';
import { PLAYER_MESSAGES, type Player } from '@cj/shared/players';
import { hasStarted } from '@cj/shared/rules/contest-status';
import { dollarsToCents } from '@cj/shared/rules/money';
import { playerName } from '@cj/shared/rules/player-name';
import type { z } from 'zod';
import type { AppContext, SessionAccount } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { fitsIntegerId } from '../../lib/path-ids';
import { type AuditChange, auditOperatorAction } from '../audit/operator-action';
import { recordAudits } from '../audit/service';
import { contestSubject, moneyText } from '../audit/subjects';
import { findContest, findContestForUpdate } from '../contests/lookup';
import { standingOf, withProgress } from '../contests/status';
import { findPlayerById, listPlayersOfContestByIds } from '../players/service';
import { toPlayer } from '../players/views';
import { inTransactionThenRate, requestRatings } from '../ratings/service';
import {
  accountsWithPlayers,
  countPlaysOfPlayer,
  deletePlayerRow,
  findAccountsByIds,
  insertPlayers,
  lockContestById,
  lockPlayerOfContest,
  rerankContest,
  updatePlayerRow,
} from './repository';

type UpdatePlayerInput = z.output<typeof UpdatePlayerSchema>;

const contestNotFound = () => notFound(PLAYER_MESSAGES.contestNotFound);
const playerNotFound = () => notFound(PLAYER_MESSAGES.playerNotFound);

/** The schema allows only dollars with at most two decimals. */
const cents = (dollars: number) => dollarsToCents(dollars) ?? 0;

async function lockedContest(tx: DbOrTx, idOrSlug: string) {
  const contest = await findContestForUpdate(tx, idOrSlug);
  if (!contest) throw contestNotFound();
  return contest;
}

async function entryOfContest(tx: DbOrTx, contestId: number, entryId: number | null, now: Date) {
  const entry = entryId === null ? null : await findPlayerById(tx, entryId, now);
  if (!entry || entry.contestId !== contestId) throw playerNotFound();
  return entry;
}

/** A player change (type 16), in the change's transaction: 'ops@x.com changed the entry Jane D (jane@x.com) in contest Saturday Showdown: bankroll $100.00 → $120.00.' */
async function auditPlayerChange(
  tx: DbOrTx,
  admin: SessionAccount,
  contest: { id: number; name: string },
  action: string,
  changes?: AuditChange[],
) {
  await auditOperatorAction(tx, {
    eventType: AuditEventType.PlayerChanged,
    operator: admin,
    contestId: contest.id,
    action,
    subject: contestSubject(contest),
    ...(changes ? { changes } : {}),
  });
}

/** 'the entry Jane D (jane@x.com)'. */
const entryText = (entry: { name: string; account: { email: string } }) =>
  `the entry ${entry.name} (${entry.account.email})`;

/**
 * POST /contest/{id}/players: an entry for each account that holds none, whether or not enrollment is open (an
 * account with an entry is left as it is, so maxEntries is never exceeded). The contest row is locked, as
 * enrollment locks it, so an account enrolling meanwhile is not entered twice. Answers the entries added.
 * Players enroll only until wagering closes on the first race; an administrator may still add one after that (to
 * correct a mistake), and the audit row says the contest had started.
 */
export async function addPlayers(
  ctx: AppContext,
  admin: SessionAccount,
  idOrSlug: string,
  accountIds: readonly number[],
): Promise<Player[]> {
  const ids = [...new Set(accountIds)];
  // An id beyond PostgreSQL's integer range names no account.
  const nameable = ids.every(fitsIntegerId);
  return inTransactionThenRate(ctx, async (tx) => {
    const contest = await lockedContest(tx, idOrSlug);
    if (contest.isCancelled) throw conflict(PLAYER_MESSAGES.contestCancelled);
    const now = ctx.now();
    const started = hasStarted(standingOf(await withProgress(tx, contest, now), now).status);
    const found = nameable ? await findAccountsByIds(tx, ids) : [];
    if (found.length !== ids.length) throw notFound(PLAYER_ADMIN_MESSAGES.accountNotFound);
    const held = await accountsWithPlayers(tx, contest.id, ids);
    const newcomers = found.filter((account) => !held.has(account.id));
    const bankrollCents = contest.format === ContestFormat.WinBankroll ? contest.startingBankrollCents : 0;
    const added = await insertPlayers(
      tx,
      newcomers.map((account) => ({
        contestId: contest.id,
        accountId: account.id,
        entryNumber: 1,
        name: playerName(account),
        bankrollCents,
        leaderboardBankrollCents: bankrollCents,
      })),
    );
    await recordAudits(
      tx,
      newcomers.map((account) => ({
        eventType: AuditEventType.ContestEnrollment,
        accountId: account.id,
        contestId: contest.id,
        content:
          `${admin.email} entered ${account.email} in ${contest.name} (entry 1)` +
          (started ? ', after wagering had closed on its first race.' : '.'),
      })),
    );
    if (newcomers.length > 0) {
      const who = newcomers.map((account) => account.email).join(', ');
      await auditPlayerChange(
        tx,
        admin,
        contest,
        `added ${who} as ${newcomers.length === 1 ? 'a player' : 'players'} to`,
      );
    }
    await rerankContest(tx, contest.id, { onlyIfRanked: true });
    await rateAgainIfConcluded(tx, contest, ctx.now());
    const rows = await listPlayersOfContestByIds(
      tx,
      contest.id,
      added.map((entry) => entry.id),
      ctx.now(),
    );
    return rows.map((row) => toPlayer(row, admin));
  });
}

/** GET /contest/{id}/players/{playerId}: the entry with its account. */
export async function getPlayer(
  ctx: AppContext,
  admin: SessionAccount,
  idOrSlug: string,
  entryId: number | null,
): Promise<Player> {
  const contest = await findContest(ctx.db, idOrSlug);
  if (!contest) throw contestNotFound();
  return toPlayer(await entryOfContest(ctx.db, contest.id, entryId, ctx.now()), admin);
}

/**
 * PUT /contest/{id}/players/{playerId}: the Edit Player form, then the contest is ranked again. Contest, then
 * entry locked, the order plays lock them in, so a play in flight on the entry is counted before the change.
 */
export async function updatePlayer(
  ctx: AppContext,
  admin: SessionAccount,
  idOrSlug: string,
  entryId: number | null,
  input: UpdatePlayerInput,
): Promise<Player> {
  if (entryId === null) throw playerNotFound();
  return inTransactionThenRate(ctx, async (tx) => {
    const contest = await lockedContest(tx, idOrSlug);
    if (!(await lockPlayerOfContest(tx, contest.id, entryId))) throw playerNotFound();
    const before = (await findPlayerById(tx, entryId, ctx.now()))!;
    await updatePlayerRow(tx, entryId, {
      name: input.name,
      bankrollCents: cents(input.bankroll),
      leaderboardBankrollCents: cents(input.leaderboardBankroll),
    });
    await auditPlayerChange(tx, admin, contest, `changed ${entryText(before)} in`, [
      { field: 'name', before: before.name, after: input.name },
      { field: 'bankroll', before: moneyText(before.bankrollCents), after: moneyText(cents(input.bankroll)) },
      {
        field: 'leaderboard bankroll',
        before: moneyText(before.leaderboardBankrollCents),
        after: moneyText(cents(input.leaderboardBankroll)),
      },
    ]);
    await rerankContest(tx, contest.id, { onlyIfRanked: false });
    await rateAgainIfConcluded(tx, contest, ctx.now());
    return toPlayer((await findPlayerById(tx, entryId, ctx.now()))!, admin);
  });
}

/**
 * DELETE /players/{id}: removes the entry with its plays (a disqualification may come after the contest
 * concluded), then ranks the others again. Removed plays are recorded in the audit log.
 */
export async function removePlayer(
  ctx: AppContext,
  admin: SessionAccount,
  entryId: number | null,
): Promise<Player> {
  if (entryId === null) throw playerNotFound();
  return inTransactionThenRate(ctx, async (tx) => {
    const entry = await findPlayerById(tx, entryId, ctx.now());
    if (!entry) throw playerNotFound();
    const contest = await lockContestById(tx, entry.contestId);
    const plays = await countPlaysOfPlayer(tx, entry.id);
    if (!(await deletePlayerRow(tx, entry.id))) throw playerNotFound();
    await auditPlayerChange(
      tx,
      admin,
      contest ?? { id: entry.contestId, name: `#${entry.contestId}` },
      `removed ${entryText(entry)}${plays > 0 ? ` with ${plays === 1 ? 'its play' : `its ${plays} plays`}` : ''} from`,
      [{ field: 'bankroll', before: moneyText(entry.bankrollCents), after: null }],
    );
    if (plays > 0) {
      await recordAudits(tx, [
        {
          eventType: AuditEventType.WagerRemoved,
          accountId: entry.account.id,
          contestId: entry.contestId,
          content:
            `${admin.email} removed ${entry.name} (${entry.account.email}) from ${contest?.name ?? 'the contest'} ` +
            `with ${plays === 1 ? 'its play' : `its ${plays} plays`}.`,
        },
      ]);
    }
    await rerankContest(tx, entry.contestId, { onlyIfRanked: true });
    if (contest) await rateAgainIfConcluded(tx, contest, ctx.now());
    return toPlayer(entry, admin);
  });
}

/** A concluded contest's entries or ranks changed: every rating is computed again after the commit (decision 031). */
async function rateAgainIfConcluded(tx: DbOrTx, contest: { concludedAt: Date | null }, now: Date) {
  if (contest.concludedAt !== null) await requestRatings(tx, now);
}

/**
 * Ranks every entry of the contest by leaderboard bankroll, as finalize ranks them. `onlyIfRanked`: leave a
 * contest alone whose entries have no rank yet (no race finalized).
 */
export async function rerankPlayers(db: DbOrTx, contestId: number, options: { onlyIfRanked: boolean }) {
  await rerankContest(db, contestId, options);
}
