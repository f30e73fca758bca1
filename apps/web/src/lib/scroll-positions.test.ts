import { afterEach, describe, expect, it } from 'vitest';
import { readSavedPositions, savePositions } from './scroll-positions';

describe('saved scroll positions', () => {
  afterEach(() => window.sessionStorage.clear());

  it('reads back what the page saved before it was left', () => {
    savePositions(
      new Map([
        ['a1', 640],
        ['b2', 0],
      ]),
    );
    expect([...readSavedPositions()]).toEqual([
      ['a1', 640],
      ['b2', 0],
    ]);
  });

  it('keeps the newest 50 history entries', () => {
    savePositions(new Map(Array.from({ length: 60 }, (_, i) => [`k${i}`, i] as const)));
    const saved = readSavedPositions();
    expect(saved.size).toBe(50);
    expect(saved.has('k9')).toBe(false);
    expect(saved.get('k59')).toBe(59);
  });

  it('starts empty when the storage holds something else', () => {
    window.sessionStorage.setItem('cj.scroll-positions', '{not json');
    expect(readSavedPositions().size).toBe(0);
    window.sessionStorage.setItem('cj.scroll-positions', JSON.stringify([['a', 'x'], 5, ['b', 12]]));
    expect([...readSavedPositions()]).toEqual([['b', 12]]);
  });
});
