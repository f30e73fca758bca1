import { z } from 'zod';
import { IdParamsSchema } from './common';

export { SHARE_CARD_QUERY, SHARE_CARD_SIZE, shareCardPath } from './share-card-links';

export const SHARE_CARD_MESSAGES = {
  /** The card of an entry shows where it stands, which means nothing before the first race has closed. */
  notStarted: "A player's card is shown once the contest has started.",
  invalidPlayerId: 'Player ID must be a whole number.',
} as const;

/** `{id}` (a contest's id or slug) and `{playerId}` (an entry's id: digits within PostgreSQL's integer range). */
export const ShareCardParamsSchema = IdParamsSchema.extend({
  playerId: z
    .string()
    .regex(/^\d{1,10}$/, SHARE_CARD_MESSAGES.invalidPlayerId)
    .transform(Number)
    .refine((id) => id >= 1 && id <= 2_147_483_647, SHARE_CARD_MESSAGES.invalidPlayerId),
});
