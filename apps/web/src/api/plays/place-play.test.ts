import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/testing/test-utils';
import { placePlay } from './place-play';

afterEach(() => vi.unstubAllGlobals());

const keysSent = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('placePlay', () => {
  it('sends a new Idempotency-Key with each play', async () => {
    const fetchMock = mockApi({ 'POST /api/race/7/wager': () => jsonResponse({ id: 1 }, 201) });
    await placePlay({ contestRaceId: 7, play: { runners: [3], amount: 5 } });
    await placePlay({ contestRaceId: 7, play: { runners: [3], amount: 5 } });
    const [first, second] = keysSent(fetchMock);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('sends a play that got no answer once more, with the same key, and answers what that one answered', async () => {
    let calls = 0;
    const fetchMock = mockApi({
      'POST /api/race/7/wager': () => {
        calls++;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return jsonResponse({ id: 42 }, 201);
      },
    });
    await expect(placePlay({ contestRaceId: 7, play: { runners: [3], amount: 5 } })).resolves.toEqual({
      id: 42,
    });
    const [first, retry] = keysSent(fetchMock);
    expect(first).toMatch(UUID);
    expect(retry).toBe(first);
  });

  it('retries only once: a second failure is the network error', async () => {
    const fetchMock = mockApi({
      'POST /api/race/7/wager': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(placePlay({ contestRaceId: 7, play: { runners: [3] } })).rejects.toMatchObject({
      status: 0,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
