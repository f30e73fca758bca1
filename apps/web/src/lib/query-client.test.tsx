import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, jsonResponse, mockApi } from '@/testing/test-utils';
import { ApiClientError, api } from './api-client';
import { createQueryClient, MAX_QUERY_RETRIES, shouldRetryQuery } from './query-client';

describe('shouldRetryQuery', () => {
  it('retries other failures up to two times', () => {
    const error = new ApiClientError(500, 'boom');
    expect(MAX_QUERY_RETRIES).toBe(2);
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(true);
    expect(shouldRetryQuery(2, error)).toBe(false);
    expect(shouldRetryQuery(0, new ApiClientError(0, 'offline'))).toBe(true);
  });

  it('never retries 401 or 403', () => {
    expect(shouldRetryQuery(0, new ApiClientError(401, 'x'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiClientError(403, 'x'))).toBe(false);
  });
});

function Probe({ path }: { path: string }) {
  const query = useQuery({ queryKey: ['probe', path], queryFn: () => api.get(path), retryDelay: 0 });
  return <p>{query.status}</p>;
}

async function countCalls(status: number): Promise<number> {
  const fetchMock = mockApi({
    'GET /api/probe': () => (status === 200 ? jsonResponse({}) : apiError(status, 'nope')),
  });
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <Probe path="/probe" />
    </QueryClientProvider>,
  );
  await screen.findByText(status === 200 ? 'success' : 'error');
  view.unmount();
  client.clear();
  return fetchMock.mock.calls.length;
}

describe('the app query client', () => {
  it('refetches on window focus and on mount', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.refetchOnWindowFocus).toBe(true);
    expect(defaults?.refetchOnMount).toBe(true);
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('asks three times in all for a server error', async () => {
    await waitFor(async () => expect(await countCalls(500)).toBe(3));
  });

  it('asks once for a 401 and once for a 403', async () => {
    expect(await countCalls(401)).toBe(1);
    expect(await countCalls(403)).toBe(1);
  });
});
