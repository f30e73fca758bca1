import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useContest } from '@/api/contests/get-contest';
import { useContestRaces } from '@/api/contests/get-contest-races';
import { makeContest, SLUG } from '@/testing/admin/contest-data';
import { createTestQueryClient, jsonResponse, mockApi } from '@/testing/test-utils';
import { useUpdateContest } from './update-contest';

afterEach(() => vi.unstubAllGlobals());

describe("an administrator's edit of a contest", () => {
  it('refreshes what the public contest page shows of it, from the one shared cache', async () => {
    let contest = makeContest({ name: 'Derby Day' });
    const api = mockApi({
      [`GET /api/contest/${SLUG}`]: () => jsonResponse(contest),
      [`GET /api/contest/${SLUG}/races`]: () => jsonResponse([]),
      [`PUT /api/contest/${contest.id}`]: ({ body }) => {
        contest = { ...contest, ...(body as object) };
        return jsonResponse(contest);
      },
    });
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    // The public page's hooks and the admin form's mutation, on one query client as in the app.
    const { result } = renderHook(
      () => ({
        contest: useContest(SLUG),
        races: useContestRaces(SLUG),
        update: useUpdateContest(contest.id),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.contest.data?.name).toBe('Derby Day'));
    await waitFor(() => expect(result.current.races.isSuccess).toBe(true));
    const racesReads = () =>
      api.mock.calls.filter(([url]) => String(url).endsWith(`/contest/${SLUG}/races`)).length;
    expect(racesReads()).toBe(1);

    await act(() => result.current.update.mutateAsync({ ...contest, name: 'Derby Night' } as never));

    // The public view holds the edited contest and reads the rest of the contest again.
    expect(result.current.contest.data?.name).toBe('Derby Night');
    await waitFor(() => expect(racesReads()).toBe(2));
  });
});
