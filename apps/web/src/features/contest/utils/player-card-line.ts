import type { Player } from '@cj/shared/players';

/**
 * A leaderboard row's second line: '3 left · Race 4: #5 Midnight Lark' — the races the entry may still pick, and
 * the horse running for it in the race just closed ('no pick' without one, '(scratched)' for a scratched pick with
 * no substitute known yet). Empty when neither applies.
 */
export function playerCardText({ picksLeft, nowRunning }: Pick<Player, 'picksLeft' | 'nowRunning'>): string {
  const runner = nowRunning?.runner;
  const running = nowRunning
    ? `Race ${nowRunning.raceNumber}: ${runner ? `#${runner.programNumber} ${runner.name}${runner.scratched ? ' (scratched)' : ''}` : 'no pick'}`
    : '';
  return [picksLeft > 0 ? `${picksLeft} left` : '', running].filter(Boolean).join(' · ');
}
