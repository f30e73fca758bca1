// The share card's address and its link, in a module without zod: the contest page builds them on its first load
// (decision 021). share-card.ts re-exports them.

/** The query of a contest's public link that names the entry whose card its preview shows: /contest/slug?card=12. */
export const SHARE_CARD_QUERY = 'card';

/** The size of an Open Graph image, which link previews show without cropping. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Where the PNG card of an entry is served. */
export const shareCardPath = (contest: string | number, playerId: number) =>
  `/api/contest/${encodeURIComponent(String(contest))}/players/${playerId}/card.png`;
