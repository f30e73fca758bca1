import { useCallback, useEffect, useState } from 'react';

/**
 * localStorage that never throws: private modes and full quotas make storage calls fail, and the app must keep
 * working without remembered preferences.
 */
function readStored<T>(key: string, parse: (value: unknown) => T | undefined): T | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? undefined : parse(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: the preference is simply not remembered.
  }
}

/** Logout clears everything the app keeps locally (spec §4). */
export function clearStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Nothing to clear.
  }
}

/** State kept in localStorage under `key`; `parse` rejects stored values of the wrong shape. */
export function useStoredState<T>(
  key: string,
  initial: T,
  parse: (value: unknown) => T | undefined,
): [T, (value: T) => void] {
  // The page the server renders has `initial`; the stored value replaces it once the browser has hydrated it.
  const [value, setValue] = useState<T>(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per key; `parse` is a fixed function.
  useEffect(() => {
    const stored = readStored(key, parse);
    if (stored !== undefined) setValue(stored);
  }, [key]);
  const update = useCallback(
    (next: T) => {
      setValue(next);
      writeStored(key, next);
    },
    [key],
  );
  return [value, update];
}
