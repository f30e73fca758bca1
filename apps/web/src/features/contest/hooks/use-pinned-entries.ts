import { STORAGE_KEYS } from '@cj/shared/constants';
import { useCallback } from 'react';
import { useStoredState } from '@/lib/storage';

function parsePinnedIds(value: unknown): number[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((id): id is number => Number.isInteger(id) && id > 0);
}

/** The entries pinned on this device for a contest, kept in localStorage per slug (spec §3). */
export function usePinnedEntries(slug: string) {
  const [pinned, setPinned] = useStoredState<number[]>(STORAGE_KEYS.pinnedPlayers(slug), [], parsePinnedIds);
  const togglePin = useCallback(
    (playerId: number) =>
      setPinned(pinned.includes(playerId) ? pinned.filter((id) => id !== playerId) : [...pinned, playerId]),
    [pinned, setPinned],
  );
  return { pinned, togglePin };
}
