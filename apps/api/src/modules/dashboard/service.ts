import type { Dashboard, DashboardContests, SignupsPerDay } from '@cj/shared/dashboard';
import { centsToDollars } from '@cj/shared/rules/money';
import type { AppContext } from '../../app-context';
import { addDays } from '../../lib/time';
import { standingOf } from '../contests/status';
import {
  countAccounts,
  countContestsEntered,
  countPlayers,
  countSignupsPerDay,
  listContestStatusFacts,
  sumPaidPrizes,
} from './repository';

const startOfUtcDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** GET /admin/dashboard: the figures of the Dashboard card; months and years start in UTC. */
export async function dashboard(ctx: AppContext): Promise<Dashboard> {
  const now = ctx.now();
  const accountCounts = await countAccounts(ctx.db, {
    monthStart: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    yearStart: new Date(Date.UTC(now.getUTCFullYear(), 0, 1)),
  });
  const contestsEntered = await countContestsEntered(ctx.db);
  const prizes = await sumPaidPrizes(ctx.db);
  const total = accountCounts.total;
  return {
    totalUsers: total,
    mtdUsers: accountCounts.sinceMonthStart,
    ytdUsers: accountCounts.sinceYearStart,
    avgContestsPerUser: total === 0 ? 0 : Math.round((contestsEntered / total) * 100) / 100,
    cashPrizesPaid: centsToDollars(prizes.cashCents),
    prizesPaid: prizes.paid,
  };
}

/**
 * GET /admin/dashboard/contests: every contest counted under its status by the same rule the lists and the contest
 * page show (rules/contest-status.ts), so the counts add up to the total; drafts are counted apart as well.
 */
export async function contestsSummary(ctx: AppContext): Promise<DashboardContests> {
  const now = ctx.now();
  const facts = await listContestStatusFacts(ctx.db, now);
  const counts = { upcoming: 0, live: 0, unofficial: 0, official: 0, cancelled: 0 };
  for (const contest of facts) counts[standingOf(contest, now).status] += 1;
  return {
    total: facts.length,
    drafts: facts.filter((contest) => !contest.isPublished).length,
    ...counts,
    entries: await countPlayers(ctx.db),
  };
}

/** Sign-ups per UTC day over the last `days` days, today included, oldest first, days without any as 0. */
export async function signupsPerDay(ctx: AppContext, days: number): Promise<SignupsPerDay> {
  const tomorrow = addDays(startOfUtcDay(ctx.now()), 1);
  const from = addDays(tomorrow, -days);
  const counted = new Map(
    (await countSignupsPerDay(ctx.db, from, tomorrow)).map((row) => [row.date, row.count]),
  );
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(from, index).toISOString().slice(0, 10);
    return { date, count: counted.get(date) ?? 0 };
  });
}
