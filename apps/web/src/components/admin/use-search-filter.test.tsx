import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSearchFilter } from './use-search-filter';

afterEach(() => vi.useRealTimers());

describe('useSearchFilter', () => {
  it('filters by the text once typing has paused for 500 ms', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ text }) => useSearchFilter(text), {
      initialProps: { text: '' },
    });
    rerender({ text: 'ad' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ text: 'ada' });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ada');
  });

  it('needs 2 characters: anything shorter clears the filter', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ text }) => useSearchFilter(text), {
      initialProps: { text: 'ada' },
    });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe('ada');
    rerender({ text: 'a' });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe('');
    rerender({ text: ' a ' });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe('');
    rerender({ text: ' ad ' });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe('ad');
  });
});
