import { STORAGE_KEYS } from '@cj/shared/constants';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

function parsePinnedIds(raw: string): number[] {
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter((id): id is number => Number.isInteger(id) && id > 0);
  } catch {
    return [];
  }
}

/** Where pins live when localStorage refuses them (private modes, full quotas): for this page's life only. */
const unstored = new Map<string, string>();
const listeners = new Set<() => void>();

function readRaw(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? '[]';
  } catch {
    return unstored.get(key) ?? '[]';
  }
}

function writeRaw(key: string, raw: string) {
  try {
    window.localStorage.setItem(key, raw);
  } catch {
    unstored.set(key, raw);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The entries pinned on this device for a contest, kept in localStorage per slug (spec §3). Every part of the page
 * that reads them (the leaderboard, the races' pinned plays) sees a pin at once, and so do other tabs.
 */
export function usePinnedPlayerIds(slug: string) {
  const key = STORAGE_KEYS.pinnedPlayers(slug);
  // Pins are the browser's: the page the server renders has none, and the browser's show once it has hydrated.
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => '[]',
  );
  const pinned = useMemo(() => parsePinnedIds(raw), [raw]);
  const togglePin = useCallback(
    (playerId: number) =>
      writeRaw(
        key,
        JSON.stringify(
          pinned.includes(playerId) ? pinned.filter((id) => id !== playerId) : [...pinned, playerId],
        ),
      ),
    [key, pinned],
  );
  return { pinned, togglePin };
}
