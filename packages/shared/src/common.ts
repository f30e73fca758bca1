import { z } from 'zod';

/** Dollars on the wire: a number with at most two decimals (the database keeps integer cents). */
export const Dollars = z.number();

export const IsoDateTime = z.string().describe('ISO 8601 UTC date-time');

export const IdParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });

/** `offset` of a paged list; bad values read as 0 rather than failing a list. */
export const OffsetQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(10_000_000).catch(0).default(0),
});

/** `players=1,2,3` (pinned entries): ids, at most 100; anything unreadable is dropped. */
export const PlayerIdsQuerySchema = z.object({
  players: z
    .string()
    .optional()
    .transform((value) =>
      [...new Set((value ?? '').split(',').map((part) => Number(part.trim())))]
        .filter((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31)
        .slice(0, 100),
    ),
});

export const CountSchema = z.object({ count: z.number().int() });
