import { AuditEventType } from '@cj/shared/enums';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import { type CreatePrizeSchema, PRIZE_MESSAGES, type UpdatePrizeSchema } from '@cj/shared/prizes';
import { dollarsToCents } from '@cj/shared/rules/money';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { auditOperatorAction } from '../audit/operator-action';
import { contestSubject, moneyText, type Operator, prizeKind, prizeSubject, yesNo } from '../audit/subjects';
import { type ContestRow, findContest } from '../contests/lookup';
import { standingOf } from '../contests/status';
import { toPrize } from '../contests/views';
import { prizeWinners } from '../winners/awards';
import { requireOfficialResults } from '../winners/service';
import {
  deletePrize,
  findPrize,
  insertPrize,
  listUnpaidPrizesOfConcludedContests,
  type PrizeValues,
  updatePrize,
} from './repository';
import { toPendingPrize } from './views';

type PrizeInput = z.output<typeof CreatePrizeSchema>;
type UpdatePrizeInput = z.output<typeof UpdatePrizeSchema>;

async function contestOf(db: DbOrTx, idOrSlug: string) {
  const contest = await findContest(db, idOrSlug);
  if (!contest) throw notFound(PLAYER_MESSAGES.contestNotFound);
  return contest;
}

/** Marking an unpaid prize paid awards it: only once the contest's results are official (409 before). */
async function requireAwardable(ctx: AppContext, tx: DbOrTx, contest: ContestRow, prizeId: number) {
  const prize = await findPrize(tx, contest.id, prizeId);
  if (!prize) throw notFound(PRIZE_MESSAGES.prizeNotFound);
  if (prize.paid) return;
  if (contest.isCancelled) throw conflict(PRIZE_MESSAGES.contestCancelled);
  requireOfficialResults(contest, ctx.now(), PRIZE_MESSAGES.notConcluded);
}

function prizeIdOf(prizeId: number | null) {
  if (prizeId === null) throw notFound(PRIZE_MESSAGES.prizeNotFound);
  return prizeId;
}

/** The schema allows only dollars with at most two decimals. */
const prizeValues = (input: PrizeInput): PrizeValues => ({
  label: input.label,
  placement: input.placement,
  type: input.type,
  valueCents: dollarsToCents(input.value) ?? 0,
});

type PrizeRow = NonNullable<Awaited<ReturnType<typeof findPrize>>>;

/**
 * A prize added, changed, paid or removed (type 15), in the change's transaction: 'ops@x.com marked paid prize 1st
 * place ($500.00 cash) of contest Saturday Showdown: paid no → yes.'
 */
async function auditPrize(
  tx: DbOrTx,
  operator: Operator,
  contest: ContestRow,
  action: string,
  prize: { before: PrizeRow | null; after: PrizeRow | null },
) {
  const shown = (prize.before ?? prize.after)!;
  const value = (row: PrizeRow | null) => row && moneyText(row.valueCents);
  const kind = (row: PrizeRow | null) => row && prizeKind(row.type);
  await auditOperatorAction(tx, {
    eventType: AuditEventType.PrizeChanged,
    operator,
    contestId: contest.id,
    action,
    subject: `${prizeSubject(shown)} of ${contestSubject(contest)}`,
    changes: [
      { field: 'label', before: prize.before?.label, after: prize.after?.label },
      { field: 'placement', before: prize.before?.placement, after: prize.after?.placement },
      { field: 'type', before: kind(prize.before), after: kind(prize.after) },
      { field: 'value', before: value(prize.before), after: value(prize.after) },
      {
        field: 'paid',
        before: prize.before && yesNo(prize.before.paid),
        after: prize.after && yesNo(prize.after.paid),
      },
    ],
  });
}

/** What a prize edit did, in the operator's words. */
const prizeEditAction = (before: PrizeRow, after: PrizeRow) =>
  !before.paid && after.paid ? 'marked paid' : before.paid && !after.paid ? 'marked unpaid' : 'changed';

/** POST /contest/{id}/prizes. */
export async function createPrize(ctx: AppContext, operator: Operator, idOrSlug: string, input: PrizeInput) {
  return ctx.db.transaction(async (tx) => {
    const contest = await contestOf(tx, idOrSlug);
    const row = await insertPrize(tx, contest.id, prizeValues(input));
    await auditPrize(tx, operator, contest, 'added', { before: null, after: row });
    return toPrize(row);
  });
}

/**
 * PUT /contest/{id}/prizes/{prizeID}: the body's prizeID must name the prize of the address; `paid: true` on an
 * unpaid prize waits for official results.
 */
export async function changePrize(
  ctx: AppContext,
  operator: Operator,
  idOrSlug: string,
  pathPrizeId: number | null,
  input: UpdatePrizeInput,
) {
  const prizeId = prizeIdOf(pathPrizeId);
  if (input.prizeID !== prizeId) throw badRequest(PRIZE_MESSAGES.prizeIdMismatch);
  return ctx.db.transaction(async (tx) => {
    const contest = await contestOf(tx, idOrSlug);
    if (input.paid === true) await requireAwardable(ctx, tx, contest, prizeId);
    const before = await findPrize(tx, contest.id, prizeId);
    const row =
      before && (await updatePrize(tx, contest.id, prizeId, { ...prizeValues(input), paid: input.paid }));
    if (!before || !row) throw notFound(PRIZE_MESSAGES.prizeNotFound);
    await auditPrize(tx, operator, contest, prizeEditAction(before, row), { before, after: row });
    return toPrize(row);
  });
}

/** POST /contest/{id}/prizes/{prizeId} removes the prize (spec §7) and answers what was removed. */
export async function removePrize(
  ctx: AppContext,
  operator: Operator,
  idOrSlug: string,
  pathPrizeId: number | null,
) {
  const prizeId = prizeIdOf(pathPrizeId);
  return ctx.db.transaction(async (tx) => {
    const contest = await contestOf(tx, idOrSlug);
    const row = await deletePrize(tx, contest.id, prizeId);
    if (!row) throw notFound(PRIZE_MESSAGES.prizeNotFound);
    await auditPrize(tx, operator, contest, 'removed', { before: row, after: null });
    return toPrize(row);
  });
}

/**
 * GET /admin/prizes/pending: every prize still to pay of a concluded contest (cancelled contests award none),
 * each with its winner or winners; a prize nobody wins (a placement beyond the last entry) is left out.
 */
export async function pendingPrizes(ctx: AppContext) {
  const rows = await listUnpaidPrizesOfConcludedContests(ctx.db);
  const now = ctx.now();
  const winnersByContest = new Map<number, Awaited<ReturnType<typeof prizeWinners>>>();
  for (const { contest } of rows) {
    if (!winnersByContest.has(contest.id))
      winnersByContest.set(contest.id, await prizeWinners(ctx.db, contest.id));
  }
  return rows.flatMap(({ prize, contest }) => {
    const winners = winnersByContest.get(contest.id)?.get(prize.id) ?? [];
    // Listed contests have concluded, so they have an official time.
    const standing = standingOf({ ...contest, firstRaceClosed: true }, now);
    if (winners.length === 0 || standing.officialAt === null) return [];
    return [toPendingPrize(prize, contest, { ...standing, officialAt: standing.officialAt }, winners)];
  });
}
