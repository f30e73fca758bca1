import { useState } from 'react';

/**
 * The switch a player just turned, shown turned from the click itself until its change is settled. A switch showing
 * the mutation's pending state alone snapped back for a moment: the mutation tells React it is pending a task
 * later, and React meanwhile restores a controlled input to its value. Saved, the switch shows what was saved;
 * refused, what it was.
 */
export function useTurnedSwitch<Key>() {
  const [turned, setTurned] = useState<{ key: Key; on: boolean } | null>(null);
  return {
    shown: (key: Key, saved: boolean) => (turned !== null && turned.key === key ? turned.on : saved),
    turn: (key: Key, on: boolean) => setTurned({ key, on }),
    settle: () => setTurned(null),
  };
}
