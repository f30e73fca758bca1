import { z } from 'zod';
import { IsoDateTime } from './common';
import { ContestStatusSchema, PrizeSchema } from './contests';
import { dollarsToCents } from './rules/money';

const PRIZE_LABEL_MAX = 200;
const PRIZE_PLACEMENT_MAX = 1_000;
const PRIZE_VALUE_MAX = 10_000_000;

export const PRIZE_MESSAGES = {
  placeRequired: 'Place is required',
  placeInvalid: `Place must be a whole number from 1 to ${PRIZE_PLACEMENT_MAX}.`,
  typeRequired: 'Prize type is required',
  prizeRequired: 'Prize is required',
  prizeInvalid: `Prize must be in dollars and cents, at most $${PRIZE_VALUE_MAX.toLocaleString('en-US')}.`,
  prizeIdRequired: 'Prize ID is required',
  prizeIdMismatch: 'Prize ID does not match the prize being updated.',
  labelTooLong: `Label must be at most ${PRIZE_LABEL_MAX} characters.`,
  paidInvalid: 'Paid must be true or false.',
  prizeNotFound: 'Prize not found.',
  /** Marking a prize paid before the contest concludes (409); during the audit period the unofficial message. */
  notConcluded: 'Prizes can be awarded once every race of the contest is finalized.',
  contestCancelled: 'A cancelled contest awards no prizes.',
} as const;

const M = PRIZE_MESSAGES;

const prizeFields = {
  label: z.string({ error: M.labelTooLong }).trim().max(PRIZE_LABEL_MAX, M.labelTooLong).default(''),
  placement: z
    .number({ error: M.placeRequired })
    .positive(M.placeRequired)
    .int(M.placeInvalid)
    .max(PRIZE_PLACEMENT_MAX, M.placeInvalid),
  /** 1 cash, 2 buy-in, 3 merchandise (shown as CASH, BUY_IN, MERCHANDISE). */
  type: z.literal([1, 2, 3], { error: M.typeRequired }),
  /** Dollars. */
  value: z
    .number({ error: M.prizeRequired })
    .positive(M.prizeRequired)
    .max(PRIZE_VALUE_MAX, M.prizeInvalid)
    .refine((dollars) => dollarsToCents(dollars) !== null, M.prizeInvalid),
};

/** POST /contest/{id}/prizes. */
export const CreatePrizeSchema = z.strictObject(prizeFields);
export type CreatePrize = z.input<typeof CreatePrizeSchema>;

/**
 * PUT /contest/{id}/prizes/{prizeID}: the prize form on update, which adds `paid` (left out: unchanged). Other
 * fields of the prize as read (id) are ignored, so the form may send back what it read.
 */
export const UpdatePrizeSchema = z.object({
  prizeID: z.number({ error: M.prizeIdRequired }).int(M.prizeIdRequired).positive(M.prizeIdRequired),
  ...prizeFields,
  paid: z.boolean({ error: M.paidInvalid }).optional(),
});
export type UpdatePrize = z.input<typeof UpdatePrizeSchema>;

/** An entry that wins (a share of) a prize: its name and its account's address. */
const PrizeWinnerSchema = z.object({
  playerID: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type PrizeWinner = z.infer<typeof PrizeWinnerSchema>;

/**
 * GET /admin/prizes/pending: an unpaid prize of a concluded contest (not cancelled) that someone wins, with its
 * contest (contestDate is its start time), the winner or winners (a tie), and when it may be marked paid
 * (officialAt; status 'unofficial' until then, 'official' after).
 */
export const PendingPrizeSchema = PrizeSchema.extend({
  contestID: z.number().int(),
  contestSlug: z.string(),
  contestName: z.string(),
  contestDate: IsoDateTime,
  status: ContestStatusSchema,
  officialAt: IsoDateTime,
  winners: z.array(PrizeWinnerSchema),
});
export type PendingPrize = z.infer<typeof PendingPrizeSchema>;
