import { vi } from 'vitest';

/**
 * jsdom has no matchMedia, so MUI's useMediaQuery reports a small screen (below md) unless a test calls this: then
 * every media query matches, as on a wide screen. vitest's unstubGlobals undoes it after each test.
 */
export function pretendWideScreen(): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: true,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}
