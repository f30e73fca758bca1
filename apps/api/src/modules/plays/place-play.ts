import { ContestFormat } from '@cj/shared/enums';
import { AMOUNT_PROBLEM_MESSAGES, PLAY_MESSAGES, type Play } from '@cj/shared/plays';
import { formatMoney, readAmount } from '@cj/shared/rules/money';
import { checkStake } from '@cj/shared/rules/stakes';
import type { AppContext, SessionAccount } from '../../app-context';
import { type HotTransaction, inHotTransaction } from '../../db/hot-transaction';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-errors';
import type { IdempotentRequest } from '../../lib/idempotency-request';
import { isContestVisibleTo } from '../contests/visibility';
import { type Answer, answerAfterKeyCollision, replayStoredAnswer } from '../idempotency/service';
import { auditPlayRefused } from '../plays/audit';
import { placePlainPlay } from './place-plain-play';
import { checkAlternate, checkPicksOpen } from './play-rules';
import { checkReplacedPlay, removeReplacedPlay } from './replace-play';
import { findPlayToReplace } from './replace-repository';
import { insertPlay, lockPlayContext, lockPlayersOfAccount, PLAY_PLACED_STATUS } from './repository';
import { toPlacedPlay } from './views';

export interface PlayRequest {
  /** Dollars, as the wire sends them; null or absent when blank. */
  amount?: number | null;
  runners: number[];
  playerID?: number;
  /** The runner to score the pick as if it is scratched (contests with alternates); null or absent for none. */
  alternateRunner?: number | null;
  /** The entry's play on this race that this one replaces (changing a pick in one step, decision 027). */
  replaces?: number;
}

type Locked = Awaited<ReturnType<typeof lockPlayContext>>;
type EntryRow = NonNullable<Locked['context']>['entries'][number];

type StoredAnswer = NonNullable<Locked['stored']>;

/** What a play's transaction ended with: the play placed, or its key's answer (read with the context or the play). */
type PlayOutcome = { play: Play } | { stored: StoredAnswer };

/**
 * The key's answer, found by the play's statement after a play it replaces was removed: thrown, so that the
 * transaction rolls back and the removal with it, then answered.
 */
class KeyAnsweredMeanwhile extends Error {
  constructor(readonly stored: StoredAnswer) {
    super('The Idempotency-Key was answered by a concurrent request.');
  }
}

const describeAttempt = (
  account: SessionAccount,
  contestRace: number | string | null,
  request: { amount?: unknown; runners?: unknown; playerID?: unknown; replaces?: unknown },
) =>
  `${account.email} tried ${request.replaces === undefined ? 'a play' : `to change play ${String(request.replaces)}`} ` +
  `on contest race ${contestRace ?? 'unknown'}: runner ${String(request.runners ?? '-')}, ` +
  `amount ${String(request.amount ?? '-')}${request.playerID === undefined ? '' : `, entry ${String(request.playerID)}`}.`;

/**
 * The entry a play is for, among the entries its context statement locked (`locked`: the caller's entries in the
 * contest when the request names none, else the named entry if it is in the contest): the caller's only entry, or
 * the one `playerID` names. An administrator may name any entry of the contest (a play on behalf of that player).
 * Only a refusal of a named entry that is not the caller's asks again, for the caller's entries.
 */
async function choosePlayingEntry(
  tx: HotTransaction,
  account: SessionAccount,
  contestId: number,
  playerId: number | undefined,
  locked: EntryRow[],
): Promise<{ entry: EntryRow; onBehalf: boolean }> {
  if (playerId === undefined) {
    if (locked.length === 0) throw forbidden(PLAY_MESSAGES.notEntered);
    if (locked.length > 1) throw badRequest(PLAY_MESSAGES.chooseEntry);
    return { entry: locked[0]!, onBehalf: false };
  }
  const entry = locked[0] ?? null;
  if (entry?.accountId === account.id) return { entry, onBehalf: false };
  if (account.isAdministrator) {
    if (!entry) throw notFound(PLAY_MESSAGES.playerNotFound);
    return { entry, onBehalf: true };
  }
  if ((await lockPlayersOfAccount(await tx.drizzle(), account.id, contestId)).length === 0) {
    throw forbidden(PLAY_MESSAGES.notEntered);
  }
  if (!entry) throw notFound(PLAY_MESSAGES.playerNotFound);
  throw forbidden();
}

/**
 * The WinBankroll amount asked for, read once into cents (rules/money.ts readAmount); administrators playing for
 * someone get the admin form's message for a missing amount.
 */
function requestedCents(amount: PlayRequest['amount'], onBehalf: boolean): number {
  if (amount === undefined || amount === null) {
    throw badRequest(onBehalf ? PLAY_MESSAGES.adminAmountRequired : PLAY_MESSAGES.amountRequired);
  }
  const reading = readAmount(amount);
  if (!reading.ok) throw badRequest(AMOUNT_PROBLEM_MESSAGES[reading.problem]);
  return reading.cents;
}

/** A play's hot transaction, run again after a deadlock or serialization failure, the retries counted. */
const inPlayTransaction = <T>(ctx: AppContext, work: (tx: HotTransaction) => Promise<T>) =>
  inHotTransaction(ctx.db, work, { transaction: 'play', metrics: ctx.metrics });

/**
 * POST /race/{contestRaceId}/wager: one play, under the rules of ARCHITECTURE.md §4, in one transaction.
 * Locks, in the order of db/lock-order.ts: the race's and the contest's advisory locks (shared), then the entry, so plays on
 * one entry count and spend one at a time, and a close of the race either waits for this play or refuses it.
 * Every attempt is audited: placed with the play, refused after the transaction ended. This is the busiest call of
 * a race day: a plain play (no change of pick, no alternate: most of them) is one statement in one round trip, the
 * same rules in the same order in PL/pgSQL (place-plain-play.ts, decision 067). The others run here, in a
 * transaction of two prepared statements in two round trips (a hot transaction, decision 034):
 * begin with the advisory locks, then the context and the entry locked, then the play itself (counted, spent, inserted and audited) with
 * commit. With `replaces` (changing a pick in one step, decision 027) it first reads the play to replace, whose
 * entry the context then locks, and removes it (its stake back, audited) before placing the new one, all or
 * nothing: there the commit waits for the answer, since a refused play must undo the removal.
 * With an Idempotency-Key (decision 056) the round trips stay two: the key's stored answer is read by the context
 * statement (a retry answers it and writes nothing), and the key is stored with the play's answer by the play's
 * statement. A refused play stores no key. A request with the key that runs at the same time waits on the entry's
 * lock and then its play's statement reads the key's answer, or collides on the key's primary key and reads it
 * after: either way it answers the first answer (a 409 if that answer was pruned in between, decision 056).
 */
export async function placePlay(
  ctx: AppContext,
  account: SessionAccount,
  contestRaceId: number | null,
  request: PlayRequest,
  idempotency: IdempotentRequest | null = null,
): Promise<Answer<Play>> {
  const attempt = describeAttempt(account, contestRaceId, request);
  let contestId: number | null = null;
  try {
    let outcome: PlayOutcome;
    try {
      const plain =
        contestRaceId !== null &&
        request.replaces === undefined &&
        (request.alternateRunner ?? null) === null;
      outcome = plain
        ? await placePlainPlay(ctx, account, contestRaceId, request, idempotency, attempt, (id) => {
            contestId = id;
          })
        : await inPlayTransaction(ctx, async (tx): Promise<PlayOutcome> => {
            const runnerId = request.runners[0]!;
            const alternateId = request.alternateRunner ?? null;
            // A change names the play; its entry is the one the context locks (unless playerID names one).
            const replaced =
              request.replaces === undefined || contestRaceId === null
                ? null
                : await findPlayToReplace(await tx.drizzle(), request.replaces, contestRaceId);
            const playerId = request.playerID ?? replaced?.entryId;
            const locked =
              contestRaceId === null
                ? null
                : await lockPlayContext(
                    tx,
                    {
                      contestRaceId,
                      runnerId,
                      alternateId,
                      entries: playerId === undefined ? { accountId: account.id } : { entryId: playerId },
                      accountId: account.id,
                      idempotencyKey: idempotency?.key ?? null,
                    },
                    ctx.now(),
                  );
            if (locked?.stored) return { stored: locked.stored };
            const context = locked?.context ?? null;
            if (!context || !isContestVisibleTo(context.contest, account)) {
              throw notFound(PLAY_MESSAGES.raceNotFound);
            }
            const { contestRace, contest, race, runner, alternate, entries } = context;
            contestId = contest.id;
            if (contest.isCancelled) throw conflict(PLAY_MESSAGES.contestCancelled);
            if (contest.format !== ContestFormat.Win && contest.format !== ContestFormat.WinBankroll) {
              throw conflict(PLAY_MESSAGES.noFormat);
            }
            checkPicksOpen(contest, race, ctx.now());
            if (request.replaces !== undefined) checkReplacedPlay(account, replaced, request.playerID);

            const { entry, onBehalf } = await choosePlayingEntry(tx, account, contest.id, playerId, entries);
            const isBankroll = contest.format === ContestFormat.WinBankroll;
            const amountCents = isBankroll ? requestedCents(request.amount, onBehalf) : 0;
            if (!runner) throw badRequest(PLAY_MESSAGES.runnerNotInRace);
            if (runner.scratched) throw conflict(PLAY_MESSAGES.runnerScratched);
            checkAlternate(contest, runner, alternateId, alternate, onBehalf);
            // A change spends the difference: the replaced play's stake comes back first.
            const refundCents = isBankroll && replaced ? replaced.amountCents : 0;
            const stake = checkStake({
              format: contest.format,
              amountCents,
              minWagerAmountCents: contestRace.minWagerAmountCents,
              bankrollCents: entry.bankrollCents + refundCents,
            });
            if (!stake.ok) throw badRequest(stake.message);
            if (replaced) {
              await removeReplacedPlay(await tx.drizzle(), {
                account,
                wagerId: replaced.id,
                entry,
                refund: isBankroll,
                contest,
                raceNumber: race.raceNumber,
              });
            }

            const placedAt = ctx.now();
            const answerOf = (id: number, createdAt: Date) =>
              toPlacedPlay({
                id,
                createdAt,
                amountCents: stake.stakeCents,
                runner,
                alternate,
                contestRaceId: contestRace.id,
                raceNumber: race.raceNumber,
                entry,
              });
            const placed = await insertPlay(
              tx,
              {
                entryId: entry.id,
                contestRaceId: contestRace.id,
                raceId: race.id,
                runnerId: runner.id,
                alternateRunnerId: alternate?.id ?? null,
                stakeCents: stake.stakeCents,
                spendCents: stake.bankrollSpentCents,
                maxWagers: contestRace.maxWagers,
                createdAt: placedAt,
                audit: {
                  accountId: account.id,
                  contestId: contest.id,
                  attempt,
                  placed: [
                    `${account.email} placed play `,
                    `${replaced ? `, replacing play ${replaced.id},` : ''} for ${entry.name} on ${contest.name} race ${race.raceNumber}: ` +
                      `#${runner.programNumber ?? ''} ${runner.name}` +
                      (alternate ? `, alternate #${alternate.programNumber ?? ''} ${alternate.name}` : '') +
                      `, ${formatMoney(stake.stakeCents)}.`,
                  ],
                },
                // The answer without its id, which the statement adds once the play has one.
                idempotency: idempotency && {
                  key: idempotency.key,
                  request: idempotency.request,
                  requestHash: idempotency.requestHash,
                  answer: JSON.stringify(answerOf(0, placedAt)),
                },
              },
              // With nothing written before it, the play's statement carries the commit: a play it refuses wrote nothing.
              replaced ? undefined : { commit: true },
            );
            if (placed.stored) {
              if (replaced) throw new KeyAnsweredMeanwhile(placed.stored);
              return { stored: placed.stored };
            }
            if (placed.id === null || placed.createdAt === null) {
              // Another play of the entry spent the bankroll since checkStake read it: what is left is not known here.
              throw placed.plays >= contestRace.maxWagers
                ? conflict(PLAY_MESSAGES.maxWagersReached)
                : badRequest(PLAY_MESSAGES.insufficientFunds);
            }
            return { play: answerOf(placed.id, placed.createdAt) };
          });
    } catch (error) {
      if (error instanceof KeyAnsweredMeanwhile) return replayStoredAnswer<Play>(error.stored, idempotency!);
      return await answerAfterKeyCollision<Play>(ctx, account, idempotency, error);
    }
    if ('play' in outcome) {
      ctx.metrics.plays.inc({ result: 'placed' });
      return { status: PLAY_PLACED_STATUS, body: outcome.play, replayed: false };
    }
    // Only a request with a key ends without a play and without a refusal.
    return replayStoredAnswer<Play>(outcome.stored, idempotency!);
  } catch (error) {
    if (error instanceof HttpError) {
      ctx.metrics.plays.inc({ result: 'refused' });
      await auditPlayRefused(ctx.db, { accountId: account.id, contestId, attempt, reason: error.message });
    }
    throw error;
  }
}

/** A play whose request failed validation is still an attempt: audited as refused with the first message. */
export async function auditInvalidPlay(
  ctx: AppContext,
  account: SessionAccount,
  contestRaceIdText: string,
  body: unknown,
  reason: string,
) {
  const request = typeof body === 'object' && body !== null ? body : {};
  ctx.metrics.plays.inc({ result: 'refused' });
  await auditPlayRefused(ctx.db, {
    accountId: account.id,
    contestId: null,
    attempt: describeAttempt(account, contestRaceIdText, request),
    reason,
  });
}
