import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { cents, createdAt } from './columns';

export const tracks = pgTable('tracks', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique(),
  name: text().notNull(),
  timezone: text().notNull(),
  createdAt: createdAt(),
});

export const races = pgTable(
  'races',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    trackId: integer()
      .notNull()
      .references(() => tracks.id),
    /** The card's date at the track (local calendar day). */
    raceDate: date({ mode: 'string' }).notNull(),
    raceNumber: integer().notNull(),
    postTime: timestamp({ withTimezone: true }).notNull(),
    raceType: smallint().notNull().default(1),
    /** An operator closed the race before its post time (it closes by itself at post time). */
    isWageringClosed: boolean().notNull().default(false),
    /** When an operator closed it early; null while open or when it closed at its post time. */
    wageringClosedAt: timestamp({ withTimezone: true }),
    /** When the closing of the race was announced to the open contest pages (once, by one instance). */
    closeAnnouncedAt: timestamp({ withTimezone: true }),
    finalized: boolean().notNull().default(false),
    finalizedAt: timestamp({ withTimezone: true }),
    minWagerAmountCents: cents().notNull().default(0),
    /** The runner the admin marked as post-time favorite when entering results (late scratches score as it). */
    favoriteRunnerId: integer().references((): AnyPgColumn => runners.id, { onDelete: 'set null' }),
    distance: text(),
    surface: text(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('races_track_date_number_unique').on(table.trackId, table.raceDate, table.raceNumber),
    index('races_date_idx').on(table.raceDate),
    index('races_close_unannounced_idx').on(table.postTime).where(sql`close_announced_at is null`),
    check('races_race_number_positive', sql`${table.raceNumber} > 0`),
    check('races_race_type_valid', sql`${table.raceType} in (1, 2)`),
    check('races_min_wager_non_negative', sql`${table.minWagerAmountCents} >= 0`),
    check('races_finalized_closed', sql`not ${table.finalized} or ${table.isWageringClosed}`),
  ],
);

export const runners = pgTable(
  'runners',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    raceId: integer()
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    /** '1'..'35', 'AE1'..'AE4', or null for blank. */
    programNumber: text(),
    name: text().notNull(),
    morningLine: text().notNull(),
    scratched: boolean().notNull().default(false),
    mto: boolean().notNull().default(false),
    ae: boolean().notNull().default(false),
    postPosition: integer(),
    jockeyOrDriver: text(),
    trainer: text(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('runners_race_program_unique').on(table.raceId, table.programNumber),
    index('runners_race_idx').on(table.raceId),
    check(
      'runners_program_number_valid',
      sql`${table.programNumber} is null or ${table.programNumber} ~ '^([1-9]|[12][0-9]|3[0-5]|AE[1-4])$'`,
    ),
  ],
);

/** One official result of a race: the pool (only Win), its $2 payoff, and its runners in finish order. */
export const raceResults = pgTable(
  'race_results',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    raceId: integer()
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    pool: smallint().notNull().default(1),
    payoffCents: cents().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('race_results_race_idx').on(table.raceId),
    check('race_results_pool_win', sql`${table.pool} = 1`),
    check('race_results_payoff_positive', sql`${table.payoffCents} > 0`),
  ],
);

export const raceResultRunners = pgTable(
  'race_result_runners',
  {
    resultId: integer()
      .notNull()
      .references(() => raceResults.id, { onDelete: 'cascade' }),
    runnerId: integer()
      .notNull()
      .references(() => runners.id, { onDelete: 'cascade' }),
    finishOrder: integer().notNull(),
  },
  (table) => [
    unique('race_result_runners_unique').on(table.resultId, table.runnerId),
    unique('race_result_runners_order_unique').on(table.resultId, table.finishOrder),
  ],
);
