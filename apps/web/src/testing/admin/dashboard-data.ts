import type { Dashboard, DashboardContests, SignupsPerDay } from '@cj/shared/dashboard';
import { jsonResponse, type mockApi } from '@/testing/test-utils';

const figures: Dashboard = {
  totalUsers: 1234,
  mtdUsers: 12,
  ytdUsers: 345,
  avgContestsPerUser: 1.5,
  cashPrizesPaid: 2500.5,
  prizesPaid: 7,
};

const contestsSummary: DashboardContests = {
  total: 9,
  drafts: 2,
  upcoming: 3,
  live: 1,
  unofficial: 2,
  official: 2,
  cancelled: 1,
  entries: 480,
};

/** Ninety days ending May 31, 2025, with sign-ups on three of them. */
export const signups: SignupsPerDay = Array.from({ length: 90 }, (_, index) => {
  const date = new Date(Date.UTC(2025, 2, 3 + index)).toISOString().slice(0, 10);
  const count = date === '2025-04-10' ? 5 : date === '2025-05-30' ? 2 : date === '2025-03-03' ? 1 : 0;
  return { date, count };
});

type Handlers = Parameters<typeof mockApi>[0];

/** The calls the dashboard makes; `extra` adds or replaces handlers (the audit log...). */
export function dashboardApi(extra: Handlers = {}): Handlers {
  return {
    'GET /api/admin/dashboard': () => jsonResponse(figures),
    'GET /api/admin/dashboard/contests': () => jsonResponse(contestsSummary),
    'GET /api/admin/dashboard/signups': () => jsonResponse(signups),
    'GET /api/audit/1': () => jsonResponse([]),
    ...extra,
  };
}
