/**
 * The skill rating (decision 031): how well an account finishes, not how often it plays.
 *
 * Each entry in a concluded contest (every race finalized) of at least 2 entries scores its percentile finish
 * p = (entries − rank) / (entries − 1): 1 for first, 0 for last, tied entries sharing their rank (competition
 * ranking, rules/ranking.ts). An account's rating over its n such entries is round(1000 × (Σp + 2.5) / (n + 5)):
 * five imaginary middling finishes are added to its own, so a new player starts at 500, one great finish does not
 * make a champion, and entering more moves the rating only as far as the finishes are good.
 * Only counted contests (COUNTED_CONTEST: published, public, not cancelled) count.
 */

/**
 * The contests whose entries count for ratings and show on a player's record: the flags a contest must have. The
 * one definition of the rule: `isCountedContest` reads it, and the API builds its SQL from it
 * (modules/ratings/counted-contests.ts).
 */
export const COUNTED_CONTEST = { isPublished: true, isPublic: true, isCancelled: false } as const;

export type CountedContestFlag = keyof typeof COUNTED_CONTEST;

/** Whether the contest counts for ratings and records (COUNTED_CONTEST). */
export function isCountedContest(contest: Readonly<Record<CountedContestFlag, boolean>>): boolean {
  return (Object.keys(COUNTED_CONTEST) as CountedContestFlag[]).every(
    (flag) => contest[flag] === COUNTED_CONTEST[flag],
  );
}

/** A concluded counted contest rates its players only when it holds at least this many. */
export const RATED_CONTEST_MIN_PLAYERS = 2;

/** Rated entries before an account appears on the ratings list. */
export const RATING_LIST_MIN_FINISHES = 3;
/** The imaginary middling finishes every rating starts with: their percentiles sum to RATING_PRIOR_SUM. */
export const RATING_PRIOR_FINISHES = 5;
export const RATING_PRIOR_SUM = 2.5;
export const RATING_SCALE = 1000;

/** A rated entry's finish: its rank among `entries` (at least 2). */
export interface Finish {
  rank: number;
  entries: number;
}

/** The percentile finish of an entry ranked `rank` of `entries` (at least 2). */
export function percentileFinish(finish: Finish): number {
  return (finish.entries - finish.rank) / (finish.entries - 1);
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * An account's rating over its rated entries' finishes (500 for none), computed exactly: the percentiles are
 * summed as a fraction, so a rating that is exactly a half rounds up, as SQL's round does (ratings/repository.ts).
 */
export function rating(finishes: readonly Finish[]): number {
  let numerator = 0n;
  let denominator = 1n;
  for (const finish of finishes) {
    const d = BigInt(finish.entries - 1);
    numerator = numerator * d + BigInt(finish.entries - finish.rank) * denominator;
    denominator *= d;
    const common = gcd(numerator, denominator);
    numerator /= common;
    denominator /= common;
  }
  // RATING_SCALE × (Σp + RATING_PRIOR_SUM) / (n + RATING_PRIOR_FINISHES), Σp = numerator / denominator.
  const top = BigInt(RATING_SCALE) * (2n * numerator + BigInt(2 * RATING_PRIOR_SUM) * denominator);
  const bottom = 2n * denominator * BigInt(finishes.length + RATING_PRIOR_FINISHES);
  return Number((2n * top + bottom) / (2n * bottom));
}

export interface RatedContest<Account> {
  /** Every entry of the contest: its account and its rank (competition ranking). */
  entries: ReadonlyArray<{ account: Account; rank: number }>;
}

/**
 * The rating and number of rated entries of every account with a rated entry, over concluded contests that count
 * (the caller passes only those); a contest of fewer than 2 entries rates nobody.
 */
export function ratings<Account>(
  contests: ReadonlyArray<RatedContest<Account>>,
): Map<Account, { rating: number; ratedEntries: number }> {
  const finishes = new Map<Account, Finish[]>();
  for (const contest of contests) {
    const size = contest.entries.length;
    if (size < RATED_CONTEST_MIN_PLAYERS) continue;
    for (const entry of contest.entries) {
      const list = finishes.get(entry.account) ?? [];
      list.push({ rank: entry.rank, entries: size });
      finishes.set(entry.account, list);
    }
  }
  return new Map(
    [...finishes].map(([account, list]) => [account, { rating: rating(list), ratedEntries: list.length }]),
  );
}
