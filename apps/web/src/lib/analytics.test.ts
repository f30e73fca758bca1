import { AnalyticsBatchSchema } from '@cj/shared/analytics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/testing/test-utils';
import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_FLUSH_MS,
  currentPath,
  queuedAnalytics,
  resetAnalytics,
  track,
  VISIT_ID_KEY,
} from './analytics';
import { setSessionToken } from './session';

type Sent = { events: { name: string; properties: unknown; path: string; visitId: string }[] };

function mockEndpoint() {
  const batches: Sent[] = [];
  const fetchMock = mockApi({
    'POST /api/analytics/events': ({ body }) => {
      batches.push(body as Sent);
      return jsonResponse({ accepted: (body as Sent).events.length }, 202);
    },
  });
  return { batches, fetchMock };
}

/** Sets a navigator property jsdom lacks or fixes, for one test. */
function setNavigator(name: string, value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

beforeEach(() => {
  resetAnalytics();
  vi.useFakeTimers();
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  for (const name of ['doNotTrack', 'globalPrivacyControl', 'sendBeacon']) {
    Reflect.deleteProperty(navigator, name);
  }
});

describe('track', () => {
  it('keeps events in memory and sends them together a few seconds later', async () => {
    const { batches, fetchMock } = mockEndpoint();
    window.history.pushState({}, '', '/contest/derby-day');
    track('page_view');
    track('play_added', { contest: 'derby-day', race: 3, amount: 10 });
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [batch] = batches;
    expect(AnalyticsBatchSchema.safeParse(batch).success).toBe(true);
    const visitId = window.sessionStorage.getItem(VISIT_ID_KEY);
    expect(visitId).toMatch(/^[0-9a-f]{32}$/);
    expect(batch).toEqual({
      events: [
        { name: 'page_view', properties: {}, path: '/contest/derby-day', visitId },
        {
          name: 'play_added',
          properties: { contest: 'derby-day', race: 3, amount: 10 },
          path: '/contest/derby-day',
          visitId,
        },
      ],
    });
  });

  it(`sends at once when ${ANALYTICS_BATCH_SIZE} events are waiting, then starts a new batch`, async () => {
    const { batches } = mockEndpoint();
    for (let index = 0; index < ANALYTICS_BATCH_SIZE; index += 1) track('leaderboard_expanded', { index });
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.events).toHaveLength(ANALYTICS_BATCH_SIZE);

    track('chat_opened');
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    expect(batches.map((batch) => batch.events.length)).toEqual([ANALYTICS_BATCH_SIZE, 1]);
  });

  it('keeps one visit id for the tab', async () => {
    const { batches } = mockEndpoint();
    window.sessionStorage.setItem(VISIT_ID_KEY, 'visit-1');
    track('page_view');
    track('chat_opened');
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    expect(batches[0]?.events.map((event) => event.visitId)).toEqual(['visit-1', 'visit-1']);
  });

  it('shows what waits, and a reset forgets it and starts a new visit where storage is unavailable', () => {
    const storage = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new Error('blocked');
    });
    track('page_view');
    const [first] = queuedAnalytics();
    expect(first).toMatchObject({ name: 'page_view', properties: {} });
    track('chat_opened');
    expect(queuedAnalytics().map((event) => event.visitId)).toEqual([first?.visitId, first?.visitId]);

    resetAnalytics();
    expect(queuedAnalytics()).toEqual([]);
    track('page_view');
    expect(queuedAnalytics()[0]?.visitId).toMatch(/^[0-9a-f]{32}$/);
    expect(queuedAnalytics()[0]?.visitId).not.toBe(first?.visitId);
    storage.mockRestore();
  });

  it('sends the session token, so the server can count the account', async () => {
    const { fetchMock } = mockEndpoint();
    setSessionToken('player-token');
    track('chat_message_sent');
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer player-token',
    );
  });

  it('drops a batch the server refused, without retrying or reporting an error', async () => {
    const fetchMock = mockApi({
      'POST /api/analytics/events': () => jsonResponse({ message: 'Down' }, 503),
    });
    track('page_view');
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('when the page is hidden or closed', () => {
  it('sends what is waiting with sendBeacon, as a JSON string', async () => {
    const { fetchMock } = mockEndpoint();
    const sendBeacon = vi.fn(() => true);
    setNavigator('sendBeacon', sendBeacon);
    track('play_removed', { contest: 'derby-day' });
    window.dispatchEvent(new Event('pagehide'));

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('/api/analytics/events');
    expect(typeof body).toBe('string');
    const parsed = AnalyticsBatchSchema.parse(JSON.parse(body));
    expect(parsed.events.map((event) => event.name)).toEqual(['play_removed']);

    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses the beacon when the tab goes to the background, not when it comes back', () => {
    mockEndpoint();
    const sendBeacon = vi.fn(() => true);
    setNavigator('sendBeacon', sendBeacon);
    const visibility = vi.spyOn(document, 'visibilityState', 'get');

    track('page_view');
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).not.toHaveBeenCalled();

    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when nothing is waiting', () => {
    const sendBeacon = vi.fn(() => true);
    setNavigator('sendBeacon', sendBeacon);
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('falls back to a normal request when the browser refuses the beacon', async () => {
    const { batches } = mockEndpoint();
    setNavigator(
      'sendBeacon',
      vi.fn(() => false),
    );
    track('page_view');
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(batches[0]?.events.map((event) => event.name)).toEqual(['page_view']);
  });
});

describe('privacy signals', () => {
  it.each([
    ['Do Not Track', 'doNotTrack', '1'],
    ['Global Privacy Control', 'globalPrivacyControl', true],
  ])('%s: nothing is kept or sent, by request or by beacon', async (_label, name, value) => {
    const { fetchMock } = mockEndpoint();
    const sendBeacon = vi.fn(() => true);
    setNavigator('sendBeacon', sendBeacon);
    setNavigator(name, value);
    for (let index = 0; index < ANALYTICS_BATCH_SIZE + 1; index += 1) track('page_view');
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(VISIT_ID_KEY)).toBeNull();
  });

  it('tracks when the signals are absent or say no preference', async () => {
    const { batches } = mockEndpoint();
    setNavigator('doNotTrack', '0');
    setNavigator('globalPrivacyControl', false);
    track('page_view');
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    expect(batches).toHaveLength(1);
  });
});

describe('currentPath', () => {
  it('keeps paths, but not an e-mail address in them', () => {
    expect(currentPath('/contest/derby-day/leaderboard')).toBe('/contest/derby-day/leaderboard');
    expect(currentPath('/email/unsubscribe/ada%40example.com/marketing')).toBe(
      '/email/unsubscribe/:email/marketing',
    );
    expect(currentPath('/email/unsubscribe/ada@example.com/marketing')).toBe(
      '/email/unsubscribe/:email/marketing',
    );
  });
});

describe('third-party scripts', () => {
  it('are never loaded', () => {
    mockEndpoint();
    track('page_view');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
