import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/testing/test-utils';
import { enroll } from './enroll';

afterEach(() => vi.unstubAllGlobals());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('enroll', () => {
  it('sends a new Idempotency-Key with each enrollment', async () => {
    const fetchMock = mockApi({ 'POST /api/contest/derby/enroll': () => jsonResponse({ id: 1 }, 201) });
    await enroll('derby');
    await enroll('derby');
    const [first, second] = fetchMock.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get('Idempotency-Key'),
    );
    expect(first).toMatch(UUID);
    expect(second).not.toBe(first);
  });
});
