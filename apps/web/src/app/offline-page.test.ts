import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

/** public/offline.js, run against a fake window: its listeners, its timer and its requests are the test's. */
function runOfflinePage(fetchPage: () => Promise<{ ok: boolean }>) {
  const code = fs.readFileSync(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/offline.js'),
    'utf8',
  );
  const listeners = new Map<string, () => void>();
  const retryButton = {
    addEventListener: (_type: string, listener: () => void) => listeners.set('retry', listener),
  };
  const reload = vi.fn();
  const fakeWindow = {
    location: { href: 'http://localhost/how-to-play', reload },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  const fakeDocument = { getElementById: () => retryButton, visibilityState: 'visible' };
  let check: () => Promise<void> = async () => undefined;
  const fakeSetInterval = (callback: () => Promise<void>) => {
    check = callback;
    return 1;
  };
  new Function('window', 'document', 'fetch', 'setInterval', code)(
    fakeWindow,
    fakeDocument,
    fetchPage,
    fakeSetInterval,
  );
  return { reload, listeners, check: () => check(), document: fakeDocument };
}

describe('the offline page (public/offline.js)', () => {
  it('opens the page on Retry and when the browser says it is back online', () => {
    const page = runOfflinePage(async () => ({ ok: false }));
    page.listeners.get('retry')?.();
    page.listeners.get('online')?.();
    expect(page.reload).toHaveBeenCalledTimes(2);
  });

  it('checks while shown whether the server answers, and opens the page once it does', async () => {
    const fetchPage = vi
      .fn<() => Promise<{ ok: boolean }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ ok: true });
    const page = runOfflinePage(fetchPage);
    await page.check();
    expect(page.reload).not.toHaveBeenCalled();
    await page.check();
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(fetchPage).toHaveBeenCalledWith('http://localhost/how-to-play', { cache: 'no-store' });
  });

  it('does not ask while hidden', async () => {
    const fetchPage = vi.fn(async () => ({ ok: true }));
    const page = runOfflinePage(fetchPage);
    page.document.visibilityState = 'hidden';
    await page.check();
    expect(fetchPage).not.toHaveBeenCalled();
    expect(page.reload).not.toHaveBeenCalled();
  });
});
