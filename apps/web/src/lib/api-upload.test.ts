import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeUploads } from '@/testing/fake-upload';
import { ApiClientError, setUnauthorizedHandler, UNEXPECTED_RESPONSE_MESSAGE } from './api-client';
import { apiUpload } from './api-upload';
import { getSessionToken, setSessionToken } from './session';

const Answer = z.object({ races: z.number() });

function form(): FormData {
  const data = new FormData();
  data.append('file', new File(['x'], 'card.zip'));
  return data;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiUpload', () => {
  it('posts the form under /api with the session, reports progress and answers the parsed body', async () => {
    setSessionToken('secret');
    const uploads = fakeUploads(() => ({ status: 201, body: { races: 3 }, progress: [0.25, 1] }));
    const progress: number[] = [];
    const sent = form();
    await expect(
      apiUpload('/race-card', sent, { schema: Answer, onProgress: (fraction) => progress.push(fraction) }),
    ).resolves.toEqual({ races: 3 });
    expect(progress).toEqual([0.25, 1]);
    const request = uploads.mock.calls[0]![0];
    expect(request.url).toBe('/api/race-card');
    expect(request.headers.Authorization).toBe('Bearer secret');
    expect(request.form).toBe(sent);
  });

  it('fails with the status and the server message', async () => {
    fakeUploads(() => ({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'File is required' },
    }));
    const failure = apiUpload('/race-card', form(), { schema: Answer });
    await expect(failure).rejects.toBeInstanceOf(ApiClientError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'File is required' });
  });

  it('ends the session on a 401', async () => {
    setSessionToken('expired');
    const onUnauthorized = vi.fn();
    const unregister = setUnauthorizedHandler(onUnauthorized);
    fakeUploads(() => ({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Please log in to continue.' },
    }));
    await expect(apiUpload('/race-card', form(), { schema: Answer })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(getSessionToken()).toBeNull();
    unregister();
  });

  it('refuses an answer of the wrong shape', async () => {
    fakeUploads(() => ({ status: 201, body: { races: 'three' } }));
    await expect(apiUpload('/race-card', form(), { schema: Answer })).rejects.toMatchObject({
      message: UNEXPECTED_RESPONSE_MESSAGE,
    });
  });
});
