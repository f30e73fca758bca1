import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetAnalytics } from '@/lib/analytics';
import { clearFlashMessage } from '@/lib/flash-message';
import { resetServerClock } from '@/lib/server-clock';
import { clearSessionEndedNotice } from '@/lib/session-notice';
import { takeConsoleErrors } from './console-errors';
import { resetEmotionStyles } from './emotion-styles';

// findBy… and waitFor give up after this long. Testing Library's default, one second, is short for a lazily loaded
// MUI page rendered in jsdom on a busy 2-core machine (CI runs the browser tests' server and workers beside it): a
// page that appears after 1.2 s failed there. Waiting longer costs nothing when the page comes; only a failing test
// takes longer to report.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  resetAnalytics({ flushDelayMs: null });
  // The server's clock as the last test's answers told it.
  resetServerClock();
  // jsdom does not implement scrolling; pages scroll a race or a section into view.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  resetEmotionStyles();
  // One window serves every file of a worker (isolate: false): nothing a test stored may reach the next.
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearSessionEndedNotice();
  clearFlashMessage();
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
