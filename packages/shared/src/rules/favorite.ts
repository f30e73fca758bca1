import { parseMorningLine } from './morning-line';
import { compareProgramNumbers } from './program-number';

/**
 * Late scratches (ARCHITECTURE.md §4): a play still on a scratched runner at finalize is scored as the
 * post-time favorite.
 */

export interface FavoriteCandidate<Id> {
  id: Id;
  programNumber: string;
  /** Morning line text ('9-2', '4.50', 'EVEN') or decimal odds-to-1; blank, null or unparseable sorts last. */
  morningLine: string | number | null;
  scratched: boolean;
}

function oddsOf(morningLine: string | number | null): number {
  const odds = typeof morningLine === 'number' ? morningLine : parseMorningLine(morningLine ?? '');
  return odds !== null && Number.isFinite(odds) && odds > 0 ? odds : Number.POSITIVE_INFINITY;
}

/**
 * The runner a late-scratched play is scored as: the admin-marked favorite when given and it is a starter
 * (in `runners` and not scratched); otherwise the starter with the lowest morning line, unparseable lines
 * last, ties broken by the lowest program number (compareProgramNumbers), then by the order of `runners`.
 * Null when the race has no starter.
 */
export function postTimeFavorite<Id>(
  runners: readonly FavoriteCandidate<Id>[],
  markedFavoriteId?: Id | null,
): Id | null {
  const starters = runners.filter((runner) => !runner.scratched);
  if (markedFavoriteId !== undefined && markedFavoriteId !== null) {
    const marked = starters.find((runner) => runner.id === markedFavoriteId);
    if (marked) return marked.id;
  }
  let favorite: FavoriteCandidate<Id> | undefined;
  let favoriteOdds = Number.POSITIVE_INFINITY;
  for (const runner of starters) {
    const odds = oddsOf(runner.morningLine);
    if (
      favorite === undefined ||
      odds < favoriteOdds ||
      (odds === favoriteOdds && compareProgramNumbers(runner.programNumber, favorite.programNumber) < 0)
    ) {
      favorite = runner;
      favoriteOdds = odds;
    }
  }
  return favorite ? favorite.id : null;
}

export interface ScoredRunner<Id> {
  /** The runner the play is scored on; null when its runner was scratched and the race had no starter. */
  runnerId: Id | null;
  /** True when the played runner was scratched and the play is scored as the post-time favorite. */
  substituted: boolean;
}

/**
 * The runner a play is scored on at finalize: its own runner unless that runner is scratched, in which case
 * the post-time favorite. A runner id not found in `runners` is taken as not scratched.
 */
export function scoredRunnerForPlay<Id>(
  playedRunnerId: Id,
  runners: readonly FavoriteCandidate<Id>[],
  markedFavoriteId?: Id | null,
): ScoredRunner<Id> {
  const played = runners.find((runner) => runner.id === playedRunnerId);
  if (!played?.scratched) return { runnerId: playedRunnerId, substituted: false };
  return { runnerId: postTimeFavorite(runners, markedFavoriteId), substituted: true };
}
