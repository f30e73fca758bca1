const STORAGE_KEY = 'cj.scroll-positions';
/** A tab's history rarely goes deeper; older entries are dropped first. */
const MOST_ENTRIES = 50;

/** The scroll positions saved by this tab's earlier pages (empty when storage is unavailable or unreadable). */
export function readSavedPositions(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(saved)) return new Map();
    return new Map(
      saved.filter(
        (pair): pair is [string, number] =>
          Array.isArray(pair) && typeof pair[0] === 'string' && Number.isFinite(pair[1]),
      ),
    );
  } catch {
    return new Map();
  }
}

/** Saves the newest positions for the tab's next page (a reload keeps the history entries and their keys). */
export function savePositions(positions: Map<string, number>): void {
  try {
    const newest = [...positions].slice(-MOST_ENTRIES);
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(newest));
  } catch {
    // Storage full or blocked: the positions only live as long as the page, as before.
  }
}
