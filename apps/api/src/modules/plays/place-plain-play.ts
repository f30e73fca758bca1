import { AMOUNT_PROBLEM_MESSAGES, insufficientFundsLeft, PLAY_MESSAGES, type Play } from '@cj/shared/plays';
import { formatMoney, readAmount } from '@cj/shared/rules/money';
import { sql } from 'drizzle-orm';
import type { AppContext, SessionAccount } from '../../app-context';
import { hotStatement } from '../../db/hot-statement';
import { executePrepared } from '../../db/prepared';
import { retryingConflicts } from '../../db/retry';
import { badRequest, conflict, forbidden, type HttpError, notFound } from '../../lib/http-errors';
import type { IdempotentRequest } from '../../lib/idempotency-request';
import { toPlacedPlay } from './views';

/** What a plain play sends: no change of pick and no alternate (the rest take place-play.ts's transaction). */
export interface PlainPlayRequest {
  amount?: number | null;
  runners: number[];
  playerID?: number;
}

interface PlainPlayValues {
  contestRaceId: number;
  runnerId: number;
  accountId: number;
  isAdministrator: boolean;
  playerId: number | null;
  amountCents: number | null;
  amountProblem: string | null;
  now: string;
  attempt: string;
  placedBy: string;
  bankrollStakeText: string | null;
  idempotencyKey: string | null;
  request: string | null;
  requestHash: string | null;
}

interface PlainPlayRow {
  refusal: Refusal | null;
  contest_id: number | null;
  on_behalf: boolean | null;
  bankroll_cents: number | null;
  play_id: number | null;
  stake_cents: number | null;
  race_number: number | null;
  entry_id: number | null;
  entry_name: string | null;
  runner_program_number: string | null;
  runner_name: string | null;
  stored_request: string | null;
  stored_request_hash: string | null;
  stored_status: number | null;
  stored_body: unknown;
}

/**
 * The play in one statement (migration 0014's `cj_place_play`, decision 067): the advisory locks, the context, the
 * entry locked, the rules in place-play.ts's order, the play with its audit rows and its key's answer. Without
 * `begin` and `commit` it is a transaction of its own, sent and answered in one round trip.
 */
const placePlainPlayStatement = hotStatement<PlainPlayValues>(
  'place_plain_play',
  (value) => sql`
    select * from cj_place_play(${value.contestRaceId}::integer, ${value.runnerId}::integer,
      ${value.accountId}::integer, ${value.isAdministrator}::boolean, ${value.playerId}::integer,
      ${value.amountCents}::bigint, ${value.amountProblem}::text, ${value.now}::timestamptz, ${value.now}::text,
      ${value.attempt}::text, ${value.placedBy}::text, ${value.bankrollStakeText}::text,
      ${value.idempotencyKey}::text, ${value.request}::text, ${value.requestHash}::text)`,
);

/** Why the statement refused the play: a PLAY_MESSAGES entry, or one whose message needs what it answered. */
type Refusal =
  | 'raceNotFound'
  | 'contestCancelled'
  | 'noFormat'
  | 'wageringClosed'
  | 'pastPostTime'
  | 'picksLocked'
  | 'notEntered'
  | 'chooseEntry'
  | 'playerNotFound'
  | 'forbidden'
  | 'amount'
  | 'runnerNotInRace'
  | 'runnerScratched'
  | 'belowMinimum'
  | 'belowTwoDollars'
  | 'insufficientFundsLeft'
  | 'maxWagersReached';

type AmountReading = { cents: number; problem: null } | { cents: null; problem: string };

/** The WinBankroll amount read once into cents, or what is wrong with it ('missing' when blank). */
function readRequestedAmount(amount: PlainPlayRequest['amount']): AmountReading {
  if (amount === undefined || amount === null) return { cents: null, problem: 'missing' };
  const reading = readAmount(amount);
  return reading.ok ? { cents: reading.cents, problem: null } : { cents: null, problem: reading.problem };
}

/** The refusal as the API answers it: the same status and message place-play.ts gives it. */
function refusalError(row: PlainPlayRow, refusal: Refusal, amount: AmountReading): HttpError {
  switch (refusal) {
    case 'raceNotFound':
    case 'playerNotFound':
      return notFound(PLAY_MESSAGES[refusal]);
    case 'notEntered':
      return forbidden(PLAY_MESSAGES.notEntered);
    case 'forbidden':
      return forbidden();
    case 'chooseEntry':
    case 'runnerNotInRace':
    case 'belowMinimum':
    case 'belowTwoDollars':
      return badRequest(PLAY_MESSAGES[refusal]);
    case 'amount':
      return badRequest(
        amount.problem === 'missing' || amount.problem === null
          ? row.on_behalf
            ? PLAY_MESSAGES.adminAmountRequired
            : PLAY_MESSAGES.amountRequired
          : AMOUNT_PROBLEM_MESSAGES[amount.problem as keyof typeof AMOUNT_PROBLEM_MESSAGES],
      );
    case 'insufficientFundsLeft':
      return badRequest(insufficientFundsLeft(Number(row.bankroll_cents)));
    default:
      return conflict(PLAY_MESSAGES[refusal]);
  }
}

export type PlainPlayOutcome =
  | { play: Play }
  | { stored: { request: string; requestHash: string; status: number; body: unknown } };

/**
 * Places a plain play in one statement, run again on a deadlock (a statement of its own is its own transaction:
 * nothing was committed). A refusal is thrown as the HttpError place-play.ts would throw, after `onContest` heard
 * the contest it was refused in (for its audit), when the contest was found.
 */
export async function placePlainPlay(
  ctx: AppContext,
  account: SessionAccount,
  contestRaceId: number,
  request: PlainPlayRequest,
  idempotency: IdempotentRequest | null,
  attempt: string,
  onContest: (contestId: number) => void,
): Promise<PlainPlayOutcome> {
  const amount = readRequestedAmount(request.amount);
  const now = ctx.now();
  const rows = await retryingConflicts({ transaction: 'play', metrics: ctx.metrics }, () =>
    executePrepared<PlainPlayRow, PlainPlayValues>(ctx.db, placePlainPlayStatement, {
      contestRaceId,
      runnerId: request.runners[0]!,
      accountId: account.id,
      isAdministrator: account.isAdministrator,
      playerId: request.playerID ?? null,
      amountCents: amount.cents,
      amountProblem: amount.problem,
      now: now.toISOString(),
      attempt,
      placedBy: `${account.email} placed play `,
      bankrollStakeText: amount.cents === null ? null : formatMoney(amount.cents),
      idempotencyKey: idempotency?.key ?? null,
      request: idempotency?.request ?? null,
      requestHash: idempotency?.requestHash ?? null,
    }),
  );
  const row = rows[0]!;
  if (row.stored_request !== null && row.stored_request_hash !== null && row.stored_status !== null) {
    return {
      stored: {
        request: row.stored_request,
        requestHash: row.stored_request_hash,
        status: row.stored_status,
        body: row.stored_body,
      },
    };
  }
  if (row.contest_id !== null) onContest(row.contest_id);
  if (row.refusal !== null) throw refusalError(row, row.refusal, amount);
  return {
    play: toPlacedPlay({
      id: row.play_id!,
      createdAt: now,
      amountCents: row.stake_cents!,
      runner: {
        id: request.runners[0]!,
        programNumber: row.runner_program_number,
        name: row.runner_name ?? '',
        scratched: false,
      },
      alternate: null,
      contestRaceId,
      raceNumber: row.race_number!,
      entry: { id: row.entry_id!, name: row.entry_name ?? '' },
    }),
  };
}
