import { z } from 'zod';
import { Dollars } from './common';

/**
 * GET /contest/{id}/players/me/standing: where the caller's entry stands and what it needs. The entry
 * answered is the caller's best-ranked entry, or the one `?playerId=` names (decision 025). Amounts in dollars.
 */
export const StandingQuerySchema = z.object({
  playerId: z.coerce.number().int().positive().optional(),
});

export const StandingSchema = z.object({
  playerId: z.number().int(),
  /** 1 + the entries with a higher leaderboard bankroll now. */
  rank: z.number().int(),
  /** How many entries the contest has. */
  entries: z.number().int(),
  leaderboardBankroll: Dollars,
  /** The last prized place and its leaderboard bankroll now (0 when fewer entries); null without prizes. */
  prizeLine: z.object({ place: z.number().int(), leaderboardBankroll: Dollars }).nullable(),
  /** Dollars behind the prize line and the leader; 0 when level or ahead. */
  toPrizeLine: Dollars,
  toLeader: Dollars,
  /**
   * The next contest race open to this entry and the smallest $2 win payoff (a multiple of $0.10) that lifts it to
   * the prize line if it wins there, with the same as odds ('6-1'). Null when at or above the line, when no single
   * win can reach it, or when no race is open.
   */
  nextRace: z
    .object({ contestRaceId: z.number().int(), neededWinPayoff: Dollars, neededOdds: z.string() })
    .nullable(),
});
export type Standing = z.infer<typeof StandingSchema>;

export const STANDING_MESSAGES = {
  noEntry: 'You have no entry in this contest.',
} as const;
