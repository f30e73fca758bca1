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
  /** The races still open to plays on which the entry has no play yet (0 once a Pick & Pray contest's picks lock). */
  picksLeft: z.number().int(),
  /**
   * The contest's latest race closed and not final yet, with the runner running for the entry in it (a scratched
   * pick's alternate or the post-time favorite once known); runner null: no play on it. Null while no race is
   * closed and not final. A closed race's plays are public, so every viewer reads it.
   */
  nowRunning: z
    .object({
      raceNumber: z.number().int(),
      runner: z.object({ programNumber: z.string(), name: z.string(), scratched: z.boolean() }).nullable(),
    })
    .nullable(),
  account: z
    .object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() })
    .nullable(),
});
export type Player = z.infer<typeof PlayerSchema>;
