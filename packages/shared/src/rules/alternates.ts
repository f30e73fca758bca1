import { type FavoriteCandidate, postTimeFavorite } from './favorite';
import { coupledEntryBase } from './program-number';

/**
 * Alternates (decision 018): in a contest with alternates enabled a play may name a second runner of
 * the same race. At finalize a scratched pick is scored as its alternate when the alternate ran, else as the
 * post-time favorite (rules/favorite.ts), and the play records why it was substituted.
 */

export const SUBSTITUTE_REASONS = ['alternate', 'favorite'] as const;
export type SubstituteReason = (typeof SUBSTITUTE_REASONS)[number];

/** What is wrong with a named alternate; each maps to one message (wagers.ts WAGER_MESSAGES). */
export type AlternateProblem = 'notEnabled' | 'notInRace' | 'scratched' | 'samePick' | 'coupled';

export interface AlternateRunner<Id> {
  id: Id;
  programNumber: string;
  scratched: boolean;
}

/**
 * Two runners are one betting interest when their program numbers name the same number ('1' and '1A'). A coupled
 * entry is stored as one runner (program-number.ts), so this only matters for runners entered by hand; a blank
 * program number is coupled with nothing.
 */
export function areCoupled(a: string, b: string): boolean {
  const baseA = coupledEntryBase(a);
  return baseA !== '' && baseA === coupledEntryBase(b);
}

/**
 * Why `alternateId` may not be the alternate of a play on `pickId`, or null when it may (or when no alternate
 * is named). `runners` are the runners of the play's race; checked in the order of the messages' severity:
 * the contest first, then the race, then the runner.
 */
export function alternateProblem<Id>(input: {
  alternatesEnabled: boolean;
  pickId: Id;
  alternateId: Id | null | undefined;
  runners: readonly AlternateRunner<Id>[];
}): AlternateProblem | null {
  const { alternatesEnabled, pickId, alternateId, runners } = input;
  if (alternateId === null || alternateId === undefined) return null;
  if (!alternatesEnabled) return 'notEnabled';
  const alternate = runners.find((runner) => runner.id === alternateId);
  if (!alternate) return 'notInRace';
  if (alternateId === pickId) return 'samePick';
  if (alternate.scratched) return 'scratched';
  const pick = runners.find((runner) => runner.id === pickId);
  if (pick && areCoupled(pick.programNumber, alternate.programNumber)) return 'coupled';
  return null;
}

/**
 * The runners a play on `pickId` (null: none chosen yet) may name as its alternate, as forms offer them: those
 * alternateProblem accepts, so not the pick, not scratched and not coupled with it.
 */
export function alternateChoices<Id, R extends AlternateRunner<Id>>(
  pickId: Id | null,
  runners: readonly R[],
): R[] {
  return runners.filter((runner) => {
    const problem = alternateProblem<Id | null>({
      alternatesEnabled: true,
      pickId,
      alternateId: runner.id,
      runners,
    });
    return problem === null;
  });
}

export interface ScoredPlay<Id> {
  /** The runner the play is scored on; null when its pick was scratched and nothing could replace it. */
  runnerId: Id | null;
  /** Null when the pick ran; otherwise what replaced it. */
  reason: SubstituteReason | null;
}

/**
 * The runner a play is scored on at finalize: its pick when the pick ran; else its alternate when it has one
 * that ran (in the race and not scratched); else the post-time favorite.
 */
export function scoredRunnerWithAlternate<Id>(
  pickId: Id,
  alternateId: Id | null,
  runners: readonly FavoriteCandidate<Id>[],
  markedFavoriteId?: Id | null,
): ScoredPlay<Id> {
  const pick = runners.find((runner) => runner.id === pickId);
  if (!pick?.scratched) return { runnerId: pickId, reason: null };
  const alternate = alternateId === null ? undefined : runners.find((runner) => runner.id === alternateId);
  if (alternate && !alternate.scratched) return { runnerId: alternate.id, reason: 'alternate' };
  return { runnerId: postTimeFavorite(runners, markedFavoriteId), reason: 'favorite' };
}
