/**
 * The one order in which every transaction locks the rows of a race day (decision 052). Two transactions that
 * lock the same rows in the same order wait for each other at most; in opposite orders they can deadlock.
 *
 * 1. races: a contest's first race before its other races (by post time, race number, id);
 * 2. contests: several in id order;
 * 3. contest races;
 * 4. entries (contest_players): several of one account in entry-number order, several of a contest in id order;
 * 5. plays (wagers).
 *
 * A transaction may skip any step, never go back to an earlier one. Inside one statement PostgreSQL locks the rows
 * of a joined row in the order of its locking clauses (`for share of r, c for key share of cr`: r, c, then cr),
 * those of a subquery or a lateral join (the Pick & Pray first race) when the join evaluates it, before the outer
 * row's, and the rows of one table in the order the plan produces them (an `order by` under the lock holds).
 * Writes lock as well: an update or delete locks its row, an insert key-share-locks the rows its foreign keys name.
 *
 * Who takes what, in that order: a play (plays/repository.ts lockPlayContext): the first race and the race
 * shared, the contest shared, the contest race key-shared, the entries for update, then its play; a play's removal:
 * race and contest shared, then the entry; finalize: the race for update, the contests holding it (no key update),
 * then entries and plays; closing or changing a race, its results or runners: the race for update; adding races to
 * a contest: the races shared, then the contest; changing or removing a contest race, enrollment, the contest and
 * player administration: the contest, then its contest races or entries; a race card import: the card's races.
 */
export const LOCK_ORDER = ['races', 'contests', 'contest_races', 'contest_players', 'wagers'] as const;
