import { z } from 'zod';
import { IdParamsSchema } from './common';

export const SHARE_CARD_MESSAGES = {
  /** The card of an entry shows where it stands, which means nothing before the first race has closed. */
  notStarted: "A player's card is shown once the contest has started.",
  invalidPlayerId: 'Player ID must be a whole number.',
} as const;

/** The query of a contest's public link that names the entry whose card its preview shows: /contest/slug?card=12. */
export const SHARE_CARD_QUERY = 'card';

/** The size of an Open Graph image, which link previews show without cropping. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** `{id}` (a contest's id or slug) and `{playerId}` (an entry's id: digits within PostgreSQL's integer range). */
export const ShareCardParamsSchema = IdParamsSchema.extend({
  playerId: z
    .string()
    .regex(/^\d{1,10}$/, SHARE_CARD_MESSAGES.invalidPlayerId)
    .transform(Number)
    .refine((id) => id >= 1 && id <= 2_147_483_647, SHARE_CARD_MESSAGES.invalidPlayerId),
});

/** Where the PNG card of an entry is served. */
export const shareCardPath = (contest: string | number, playerId: number) =>
  `/api/contest/${encodeURIComponent(String(contest))}/players/${playerId}/card.png`;
