import { z } from 'zod';

export { PLAYER_MESSAGES } from './player-messages';

/**
 * An entry (contest player, spec §3). `account` is shown only to the entry's owner and to administrators;
 * other people see the entry's name, rank and bankrolls.
 */
export const PlayerSchema = z.object({
  id: z.number().int(),
  contestID: z.number().int(),
  name: z.string(),
  rank: z.number().int().nullable(),
  bankroll: z.number(),
  leaderboardBankroll: z.number(),
  /**
   * How many of the entry's plays this caller cannot see yet: plays on races still open to plays, which only the
   * owner and administrators see (0 for them). Shown as '2 plays, hidden until the race closes'.
   */
  hiddenPlays: z.number().int(),
  account: z
    .object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() })
    .nullable(),
});
export type Player = z.infer<typeof PlayerSchema>;
