import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A screen whose width a test can change while the page is shown, as when a tablet is turned: like
 * pretendWideScreen, every media query matches while wide and none while narrow, and MUI's useMediaQuery hears
 * each change. Starts narrow; vitest's unstubGlobals undoes it after each test.
 */
export function resizableScreen() {
  let wide = false;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return wide;
      },
      media: query,
      onchange: null,
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    })),
  );
  return {
    setWide(next: boolean) {
      wide = next;
      act(() => {
        for (const listener of [...listeners]) listener();
      });
    },
  };
}
