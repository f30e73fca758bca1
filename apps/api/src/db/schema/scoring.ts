import type { SubstituteReason } from '@cj/shared/rules/alternates';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { cents } from './columns';
import { contestRaces } from './contests';
import { runners } from './races';

/**
 * The public scoring log of a contest race (decision 031): written by the finalize that scored it, in the same
 * statement, and never recomputed. `payoutCapCents`: the contest's Win payout cap when it had one.
 */
export const scoringLogs = pgTable('scoring_logs', {
  contestRaceId: integer()
    .primaryKey()
    .references(() => contestRaces.id, { onDelete: 'cascade' }),
  payoutCapCents: cents(),
  finalizedAt: timestamp({ withTimezone: true }).notNull(),
});

/** Each winner a finalize paid: its $2 payoff as posted, what a $2 play returned, and whether it was a dead heat. */
export const scoringLogResults = pgTable(
  'scoring_log_results',
  {
    contestRaceId: integer()
      .notNull()
      .references(() => contestRaces.id, { onDelete: 'cascade' }),
    runnerId: integer()
      .notNull()
      .references(() => runners.id),
    payoffCents: cents().notNull(),
    scoredPayoffCents: cents().notNull(),
    deadHeat: boolean().notNull(),
  },
  (table) => [primaryKey({ columns: [table.contestRaceId, table.runnerId] })],
);

/**
 * Every runner scratched when the race was finalized, with what its plays were scored as and why; one row per
 * (scratched runner, runner scored as, reason), or one row with no plays when none was on it.
 */
export const scoringLogScratches = pgTable(
  'scoring_log_scratches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contestRaceId: integer()
      .notNull()
      .references(() => contestRaces.id, { onDelete: 'cascade' }),
    runnerId: integer()
      .notNull()
      .references(() => runners.id),
    scoredAsRunnerId: integer().references(() => runners.id),
    reason: text().$type<SubstituteReason>(),
    plays: integer().notNull(),
  },
  (table) => [
    index('scoring_log_scratches_contest_race_idx').on(table.contestRaceId),
    check('scoring_log_scratches_reason_valid', sql`${table.reason} in ('alternate', 'favorite')`),
  ],
);

/**
 * Each account's skill rating over its rated entries (rules/rating.ts), rewritten for every account at once when
 * a contest concludes or a concluded contest stops or starts counting (ratings/repository.ts).
 */
export const playerRatings = pgTable(
  'player_ratings',
  {
    accountId: integer()
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    ratedEntries: integer().notNull(),
  },
  (table) => [index('player_ratings_board_idx').on(table.rating.desc(), table.accountId)],
);

/**
 * Rating refreshes asked for and not yet done: a finalize that concludes a contest (or an administrator's change to
 * a concluded contest) adds a row in its transaction; after the commit one instance takes every row and rewrites
 * the ratings in one transaction (ratings/repository.ts), so the refresh runs once per request, off the finalize.
 */
export const ratingRefreshRequests = pgTable('rating_refresh_requests', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  requestedAt: timestamp({ withTimezone: true }).notNull(),
});
