import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { afterFirstPaint, isFirstPaintDone, resetFirstPaint, whenFirstPainted } from './first-paint';

afterEach(() => resetFirstPaint({ painted: true }));

/** A browser's frame and idle callbacks, run when the test says (the frame painted, then idle time). */
function browserCallbacks() {
  const frames: FrameRequestCallback[] = [];
  const idle: IdleRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
  return {
    frame: () => {
      for (const callback of frames.splice(0)) callback(0);
    },
    idle: () => {
      for (const callback of idle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 10 });
    },
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the first load's reads wait for the first paint (decision 040)", () => {
  it('resolves after the next frame and the idle time after it, and at once from then on', async () => {
    resetFirstPaint({ painted: false });
    const browser = browserCallbacks();
    const done = vi.fn();
    void afterFirstPaint().then(done);
    await settled();
    expect(done).not.toHaveBeenCalled();
    browser.frame();
    await settled();
    expect(done).not.toHaveBeenCalled();
    browser.idle();
    await settled();
    expect(done).toHaveBeenCalled();
    expect(isFirstPaintDone()).toBe(true);
    await expect(afterFirstPaint()).resolves.toBeUndefined();
  });

  it('holds a GET until then, never a change (a POST goes at once)', async () => {
    resetFirstPaint({ painted: false });
    const browser = browserCallbacks();
    const fetchMock = vi.fn(
      async (_url: string | URL, _init?: RequestInit) =>
        new Response('{}', { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    void api.post('/plays', { amount: 1 });
    const read = api.get('/contest/derby/races');
    await settled();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/plays']);
    browser.frame();
    browser.idle();
    await read;
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/plays',
      '/api/contest/derby/races',
    ]);
  });

  it('lets work asked for before the first commit wait without starting the clock', async () => {
    resetFirstPaint({ painted: false });
    const browser = browserCallbacks();
    const done = vi.fn();
    void whenFirstPainted().then(done);
    browser.frame();
    browser.idle();
    await settled();
    expect(done).not.toHaveBeenCalled();
    void afterFirstPaint();
    browser.frame();
    browser.idle();
    await settled();
    expect(done).toHaveBeenCalled();
  });
});
