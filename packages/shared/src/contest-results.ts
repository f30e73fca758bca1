import { z } from 'zod';
import { IsoDateTime, OffsetQuerySchema } from './common';
import { PropertyQuerySchema } from './contests';

/**
 * A finished contest as the home page's recent results show it: name, date and track, and the entry that won it
 * (its display name and final leaderboard bankroll, a Win contest's score), with a link to its leaderboard.
 */
export const RecentResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  startTime: IsoDateTime,
  concludedAt: IsoDateTime,
  format: z.number().int(),
  /** The IANA timezone of its first race's track (null without races): its date is the date there. */
  timezone: z.string().nullable(),
  /** The name of its first race's track; null without races. */
  track: z.string().nullable(),
  entries: z.number().int(),
  /** The entry first on the final leaderboard; null for a contest nobody entered. */
  winner: z.object({ name: z.string(), leaderboardBankroll: z.number() }).nullable(),
});
export type RecentResult = z.infer<typeof RecentResultSchema>;

/** ?p&offset: the brand's finished contests, newest first, a page (PAGE_SIZE.results) from offset. */
export const RecentResultsQuerySchema = PropertyQuerySchema.merge(OffsetQuerySchema);
