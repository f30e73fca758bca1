import { PLAYER_MESSAGES } from '@cj/shared/players';
import { type CreatePrizeSchema, PRIZE_MESSAGES, type UpdatePrizeSchema } from '@cj/shared/prizes';
import { dollarsToCents } from '@cj/shared/rules/money';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { findContest } from '../contests/lookup';
import { toPrize } from '../contests/views';
import { parsePathId } from '../races/path-ids';
import { deletePrize, insertPrize, listUnpaidPrizes, type PrizeValues, updatePrize } from './repository';
import { toPendingPrize } from './views';

type PrizeInput = z.output<typeof CreatePrizeSchema>;
type UpdatePrizeInput = z.output<typeof UpdatePrizeSchema>;

async function contestIdOf(db: DbOrTx, idOrSlug: string) {
  const contest = await findContest(db, idOrSlug);
  if (!contest) throw notFound(PLAYER_MESSAGES.contestNotFound);
  return contest.id;
}

function prizeIdOf(prizeIdText: string) {
  const prizeId = parsePathId(prizeIdText);
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

/** POST /contest/{id}/prizes. */
export async function createPrize(ctx: AppContext, idOrSlug: string, input: PrizeInput) {
  return ctx.db.transaction(async (tx) => {
    const contestId = await contestIdOf(tx, idOrSlug);
    return toPrize(await insertPrize(tx, contestId, prizeValues(input)));
  });
}

/** PUT /contest/{id}/prizes/{prizeID}: the body's prizeID must name the prize of the address. */
export async function changePrize(
  ctx: AppContext,
  idOrSlug: string,
  prizeIdText: string,
  input: UpdatePrizeInput,
) {
  const prizeId = prizeIdOf(prizeIdText);
  if (input.prizeID !== prizeId) throw badRequest(PRIZE_MESSAGES.prizeIdMismatch);
  return ctx.db.transaction(async (tx) => {
    const contestId = await contestIdOf(tx, idOrSlug);
    const row = await updatePrize(tx, contestId, prizeId, { ...prizeValues(input), paid: input.paid });
    if (!row) throw notFound(PRIZE_MESSAGES.prizeNotFound);
    return toPrize(row);
  });
}

/** POST /contest/{id}/prizes/{prizeId} removes the prize (spec §7) and answers what was removed. */
export async function removePrize(ctx: AppContext, idOrSlug: string, prizeIdText: string) {
  const prizeId = prizeIdOf(prizeIdText);
  return ctx.db.transaction(async (tx) => {
    const contestId = await contestIdOf(tx, idOrSlug);
    const row = await deletePrize(tx, contestId, prizeId);
    if (!row) throw notFound(PRIZE_MESSAGES.prizeNotFound);
    return toPrize(row);
  });
}

/** GET /admin/prizes/pending: every prize still to pay, across contests (cancelled contests award none). */
export async function pendingPrizes(ctx: AppContext) {
  const rows = await listUnpaidPrizes(ctx.db);
  return rows.map((row) => toPendingPrize(row.prize, row.contest));
}
