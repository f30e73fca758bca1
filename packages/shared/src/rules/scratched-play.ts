import type { SubstituteReason } from './alternates';

/**
 * What a play on a scratched runner will be scored as, and how the web and the scratch e-mail say it.
 * Before finalize it is read from the runners as they stand (decision 018's order: the alternate when one is named
 * and still runs, else the post-time favorite, who is known only at finalize); after, from what finalize recorded.
 */

interface NamedRunner {
  programNumber: string;
  name: string;
}

export interface ScratchFacts {
  runner: { scratched: boolean };
  alternateRunner: (NamedRunner & { scratched: boolean }) | null;
  substituteRunner: NamedRunner | null;
  substituteReason: SubstituteReason | null;
}

export type ScratchSubstitute =
  | { reason: 'alternate'; runner: NamedRunner }
  | { reason: 'favorite'; runner: NamedRunner | null };

/** '#5 Name', as plays name a runner. */
export const runnerText = (runner: NamedRunner) => `#${runner.programNumber} ${runner.name}`;

/**
 * What a scratched play is (or was) scored as: once finalized, the runner finalize recorded and why; before, its
 * alternate when it names one that is not scratched, else the post-time favorite (runner null: not known yet).
 * Null when the play's runner is not scratched and the play was not substituted.
 */
export function scratchSubstitute(play: ScratchFacts): ScratchSubstitute | null {
  if (play.substituteRunner !== null) {
    return play.substituteReason === 'alternate'
      ? { reason: 'alternate', runner: play.substituteRunner }
      : { reason: 'favorite', runner: play.substituteRunner };
  }
  if (!play.runner.scratched) return null;
  const alternate = play.alternateRunner;
  if (alternate && !alternate.scratched) return { reason: 'alternate', runner: alternate };
  return { reason: 'favorite', runner: null };
}

/**
 * 'Scratched — will be scored as #5 Name (your alternate)' or '… as the post-time favorite' while the race is to
 * be scored; 'Scratched — scored as #5 Name (alternate)' or '(post-time favorite)' once it was. Null for a play
 * whose runner runs.
 */
export function scratchedPlayNote(play: ScratchFacts): string | null {
  const substitute = scratchSubstitute(play);
  if (!substitute) return null;
  if (substitute.runner === null) return 'Scratched — will be scored as the post-time favorite';
  if (play.substituteRunner !== null) {
    const why = substitute.reason === 'alternate' ? 'alternate' : 'post-time favorite';
    return `Scratched — scored as ${runnerText(substitute.runner)} (${why})`;
  }
  return `Scratched — will be scored as ${runnerText(substitute.runner)} (your alternate)`;
}
