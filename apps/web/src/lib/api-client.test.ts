import { AccountSchema } from '@cj/shared/accounts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, jsonResponse, mockApi, testAccount } from '@/testing/test-utils';
import {
  ApiClientError,
  api,
  apiRequest,
  NETWORK_ERROR_MESSAGE,
  setUnauthorizedHandler,
  UNEXPECTED_RESPONSE_MESSAGE,
} from './api-client';
import { getSessionToken, setSessionToken } from './session';

afterEach(() => setUnauthorizedHandler(null));

describe('api client', () => {
  it('calls /api with JSON and the session token as a Bearer header', async () => {
    setSessionToken('tok123');
    const fetchMock = mockApi({ 'POST /api/things': () => jsonResponse({ ok: true }, 201) });
    await expect(api.post('/things', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok123');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends no Authorization header without a session', async () => {
    const fetchMock = mockApi({ 'GET /api/site': () => jsonResponse({}) });
    await api.get('/site');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('adds query values, leaving out undefined ones', async () => {
    const fetchMock = mockApi({ 'GET /api/contest/x/players': () => jsonResponse([]) });
    await api.get('/contest/x/players', { params: { offset: 10, q: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/contest/x/players?offset=10');
  });

  it('answers status and headers from apiRequest', async () => {
    mockApi({
      'POST /api/account/login': () => jsonResponse(testAccount, 206, { Authorization: 'Bearer t' }),
    });
    const response = await apiRequest('/account/login', { method: 'POST', body: {}, schema: AccountSchema });
    expect(response.status).toBe(206);
    expect(response.headers.get('Authorization')).toBe('Bearer t');
    expect(response.data).toEqual(testAccount);
  });

  it('turns an error response into an ApiClientError with the status and the server message', async () => {
    mockApi({ 'POST /api/account/login': () => apiError(400, 'Invalid email or password.', 'Bad Request') });
    const error = await api.post('/account/login', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid email or password.', error: 'Bad Request' });
  });

  it('gives a readable message when the error body is not JSON', async () => {
    mockApi({ 'GET /api/x': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await expect(api.get('/x')).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong on our side. Please try again later.',
    });
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('answers undefined for 204 No Content', async () => {
    mockApi({ 'POST /api/account/logout': () => new Response(null, { status: 204 }) });
    await expect(api.post('/account/logout')).resolves.toBeUndefined();
  });

  it('rejects a body that does not match the schema', async () => {
    mockApi({ 'GET /api/account': () => jsonResponse({ id: 'not a number' }) });
    await expect(api.get('/account', { schema: AccountSchema })).rejects.toMatchObject({
      status: 200,
      message: UNEXPECTED_RESPONSE_MESSAGE,
    });
  });
});

describe('a 401', () => {
  it('clears the session and calls the unauthorized handler', async () => {
    setSessionToken('expired');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({
      'GET /api/contests/upcoming': () => apiError(401, 'Please log in to continue.', 'Unauthorized'),
    });
    await expect(api.get('/contests/upcoming')).rejects.toMatchObject({ status: 401 });
    expect(getSessionToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('is left to calls that handle it themselves (login, signup, account)', async () => {
    setSessionToken('tok');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({ 'POST /api/account/login': () => apiError(401, 'Invalid email or password.') });
    await expect(api.post('/account/login', {}, { redirectOnUnauthorized: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(getSessionToken()).toBe('tok');
  });

  it('other errors leave the session alone', async () => {
    setSessionToken('tok');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({ 'GET /api/admin/dashboard': () => apiError(403, 'You do not have permission to do that.') });
    await expect(api.get('/admin/dashboard')).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(getSessionToken()).toBe('tok');
  });
});

describe('api client: Idempotency-Key', () => {
  it('sends the key as the Idempotency-Key header, and none without one', async () => {
    const fetchMock = mockApi({ 'POST /api/things': () => jsonResponse({}, 201) });
    await api.post('/things', {}, { idempotencyKey: 'key-1' });
    await api.post('/things', {});
    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(sent).toEqual(['key-1', null]);
  });

  it('sends a request that got no answer again with the same key, as many times as asked', async () => {
    let calls = 0;
    const fetchMock = mockApi({
      'POST /api/things': () => {
        calls++;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return jsonResponse({ ok: true }, 201);
      },
    });
    await expect(
      api.post('/things', { a: 1 }, { idempotencyKey: 'key-2', retriesWithoutAnswer: 1 }),
    ).resolves.toEqual({ ok: true });
    const sent = fetchMock.mock.calls.map(([, init]) => [
      new Headers(init?.headers).get('Idempotency-Key'),
      init?.body,
    ]);
    expect(sent).toEqual([
      ['key-2', '{"a":1}'],
      ['key-2', '{"a":1}'],
    ]);
  });

  it('gives up after the retries asked for, and never retries without a key or after an answer', async () => {
    const fetchMock = mockApi({
      'POST /api/down': () => {
        throw new TypeError('Failed to fetch');
      },
      'POST /api/refused': () => apiError(409, 'Wagering is closed for this race.'),
    });
    await expect(
      api.post('/down', {}, { idempotencyKey: 'k', retriesWithoutAnswer: 1 }),
    ).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock.mockClear();
    await expect(api.post('/down', {}, { retriesWithoutAnswer: 1 })).rejects.toMatchObject({ status: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockClear();
    await expect(
      api.post('/refused', {}, { idempotencyKey: 'k', retriesWithoutAnswer: 1 }),
    ).rejects.toMatchObject({
      status: 409,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
