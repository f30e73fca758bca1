import type { SubstituteReason } from '@cj/shared/rules/alternates';
import type { PicksLockAt } from '@cj/shared/rules/picks-lock';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { bigCents, cents, createdAt } from './columns';
import { races, runners } from './races';

export const contests = pgTable(
  'contests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    startTime: timestamp({ withTimezone: true }).notNull(),
    startingBankrollCents: bigCents().notNull().default(0),
    description: text().notNull().default(''),
    isPublished: boolean().notNull().default(false),
    isFeatured: boolean().notNull().default(false),
    featuredDescription: text().notNull().default(''),
    isPublic: boolean().notNull().default(false),
    isEnrollmentOpen: boolean().notNull().default(false),
    isCancelled: boolean().notNull().default(false),
    chatEnabled: boolean().notNull().default(false),
    maxEntries: integer().notNull().default(1),
    property: smallint().notNull().default(-1),
    format: smallint().notNull().default(-1),
    liveStreamLink: text(),
    ppLink: text(),
    analysis: text().notNull().default(''),
    winnersNotified: boolean().notNull().default(false),
    /** When the last of its races was finalized; results are official 24 hours later. */
    concludedAt: timestamp({ withTimezone: true }),
    /** A play may name an alternate runner, scored in place of a scratched pick (decision 018). */
    alternatesEnabled: boolean().notNull().default(false),
    /** The most a $2 win pays in this contest; null for no cap. */
    winPayoutCapCents: bigCents(),
    /** 'each-race', or 'first-race' (Pick & Pray): every play closes with the contest's first race. */
    picksLockAt: text().$type<PicksLockAt>().notNull().default('each-race'),
    createdAt: createdAt(),
  },
  (table) => [
    index('contests_start_time_idx').on(table.startTime),
    check('contests_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('contests_starting_bankroll_non_negative', sql`${table.startingBankrollCents} >= 0`),
    check('contests_max_entries_positive', sql`${table.maxEntries} >= 1`),
    check('contests_property_valid', sql`${table.property} in (-1, 1, 2)`),
    check('contests_format_valid', sql`${table.format} in (-1, 1, 2)`),
    check(
      'contests_win_payout_cap_positive',
      sql`${table.winPayoutCapCents} is null or ${table.winPayoutCapCents} > 0`,
    ),
    check('contests_picks_lock_at_valid', sql`${table.picksLockAt} in ('each-race', 'first-race')`),
  ],
);

export const contestRaces = pgTable(
  'contest_races',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contestId: integer()
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    raceId: integer()
      .notNull()
      .references(() => races.id),
    maxWagers: integer().notNull().default(1),
    minWagerAmountCents: cents().notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    unique('contest_races_contest_race_unique').on(table.contestId, table.raceId),
    index('contest_races_race_idx').on(table.raceId),
    check('contest_races_max_wagers_positive', sql`${table.maxWagers} > 0`),
    check('contest_races_min_wager_non_negative', sql`${table.minWagerAmountCents} >= 0`),
  ],
);

/**
 * An entry: one account's place in one contest. `entryNumber` 1..maxEntries makes the entry limit a constraint.
 * The table, its key and the entry-limit index keep half of each page free (fillfactor 50, migration 0011: Drizzle
 * does not model it): a finalize rewrites every entry of the contest (decision 046).
 */
export const contestPlayers = pgTable(
  'contest_players',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contestId: integer()
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    entryNumber: integer().notNull().default(1),
    name: text().notNull(),
    rank: integer(),
    bankrollCents: bigCents().notNull().default(0),
    leaderboardBankrollCents: bigCents().notNull().default(0),
    enrolledAt: createdAt(),
  },
  (table) => [
    // Account first: it also serves every lookup by account (no index of its own, one index fewer for a finalize
    // to write on each entry it ranks); lookups by contest use the indexes below.
    unique('contest_players_entry_unique').on(table.accountId, table.contestId, table.entryNumber),
    index('contest_players_leaderboard_idx').on(
      table.contestId,
      table.leaderboardBankrollCents.desc(),
      table.id,
    ),
    // The anchor of a deep leaderboard page: the last ranked player at or above a position (players/leaderboard-page.ts).
    index('contest_players_rank_idx').on(table.contestId, table.rank),
    check('contest_players_bankroll_non_negative', sql`${table.bankrollCents} >= 0`),
    check('contest_players_leaderboard_non_negative', sql`${table.leaderboardBankrollCents} >= 0`),
    check('contest_players_entry_number_positive', sql`${table.entryNumber} >= 1`),
  ],
);

/** A play: one runner to win in one contest race, for one entry. */
export const wagers = pgTable(
  'wagers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contestPlayerId: integer()
      .notNull()
      .references(() => contestPlayers.id, { onDelete: 'cascade' }),
    contestRaceId: integer()
      .notNull()
      .references(() => contestRaces.id, { onDelete: 'cascade' }),
    raceId: integer()
      .notNull()
      .references(() => races.id),
    runnerId: integer()
      .notNull()
      .references(() => runners.id),
    pool: smallint().notNull().default(1),
    amountCents: cents().notNull(),
    /** What the play returned, set at finalize (0 for a loser); null while the race is not finalized. */
    payoffCents: bigCents(),
    /** The runner named to score a scratched pick as (contests with alternates). */
    alternateRunnerId: integer().references(() => runners.id),
    /** The runner a scratched pick was scored as at finalize: its alternate, or the post-time favorite. */
    substituteRunnerId: integer().references(() => runners.id),
    /** Why the play was scored as `substituteRunnerId`: 'alternate' or 'favorite'; null when its pick ran. */
    substituteReason: text().$type<SubstituteReason>(),
    /** The $2 win payoff the contest's payout cap lowered, when it did (the play then scored the cap). */
    cappedFromCents: bigCents(),
    createdAt: createdAt(),
  },
  (table) => [
    // An entry's plays, and its plays on one contest race: the count every play makes reads a handful of rows,
    // however many plays the race has.
    index('wagers_player_race_idx').on(table.contestPlayerId, table.contestRaceId),
    index('wagers_contest_race_idx').on(table.contestRaceId),
    index('wagers_race_idx').on(table.raceId),
    check('wagers_amount_positive', sql`${table.amountCents} > 0`),
    check('wagers_pool_win', sql`${table.pool} = 1`),
    check('wagers_payoff_non_negative', sql`${table.payoffCents} is null or ${table.payoffCents} >= 0`),
    check(
      'wagers_substitute_reason_valid',
      sql`${table.substituteReason} is null or ${table.substituteReason} in ('alternate', 'favorite')`,
    ),
  ],
);

export const prizes = pgTable(
  'prizes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contestId: integer()
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    label: text().notNull().default(''),
    placement: integer().notNull(),
    type: smallint().notNull(),
    valueCents: cents().notNull(),
    paid: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('prizes_contest_idx').on(table.contestId),
    check('prizes_placement_positive', sql`${table.placement} > 0`),
    check('prizes_type_valid', sql`${table.type} in (1, 2, 3)`),
    check('prizes_value_positive', sql`${table.valueCents} > 0`),
  ],
);

export const sponsors = pgTable(
  'sponsors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contestId: integer()
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    layoutOrder: integer().notNull().default(0),
    /** File name under DATA_DIR/uploads. */
    logoFile: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sponsors_contest_idx').on(table.contestId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    /** The client-generated UUID: sending the same message twice stores it once. */
    id: text().primaryKey(),
    contestId: integer()
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    content: text().notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('chat_messages_contest_idx').on(table.contestId, table.createdAt.desc()),
    check('chat_messages_content_length', sql`char_length(${table.content}) between 1 and 1000`),
  ],
);

export type RunnerRow = typeof runners.$inferSelect;
