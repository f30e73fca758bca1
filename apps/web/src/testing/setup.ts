import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetAnalytics } from '@/lib/analytics';
import { resetFirstPaint } from '@/lib/first-paint';
import { takeConsoleErrors } from './console-errors';
import { resetEmotionStyles } from './emotion-styles';

beforeEach(() => {
  resetAnalytics({ flushDelayMs: null });
  // Reads go at once, as on every page after the first load (lib/first-paint.ts's own test covers the wait).
  resetFirstPaint({ painted: true });
  // jsdom does not implement scrolling; the app's scroll restoration (lib/scroll-restoration.ts) calls it.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  resetEmotionStyles();
  // One window serves every file of a worker (isolate: false): nothing a test stored may reach the next.
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: resetting jsdom's cookies between tests.
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  const errors = takeConsoleErrors();
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${errors.join('\n---\n')}`);
  }
});
