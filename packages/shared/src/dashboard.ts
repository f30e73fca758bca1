import { z } from 'zod';

/** GET /admin/dashboard (spec §3 Dashboard). */
export const DashboardSchema = z.object({
  totalUsers: z.number().int(),
  /** Accounts created since the start of the current month (UTC). */
  mtdUsers: z.number().int(),
  /** Accounts created since the start of the current year (UTC). */
  ytdUsers: z.number().int(),
  /** Contests entered per account, over every account, to two decimals. */
  avgContestsPerUser: z.number(),
  /** Dollars of cash prizes marked paid. */
  cashPrizesPaid: z.number(),
  /** How many prizes of any type are marked paid. */
  prizesPaid: z.number().int(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/**
 * GET /admin/dashboard/contests: how many contests there are under each status (rules/contest-status.ts, drafts
 * included: upcoming + live + unofficial + official + cancelled = total), how many are drafts, and how many
 * entries they hold.
 */
export const DashboardContestsSchema = z.object({
  total: z.number().int(),
  /** Not published (also counted under their status). */
  drafts: z.number().int(),
  /** Wagering not yet closed on the first race. */
  upcoming: z.number().int(),
  /** First race closed, not every race finalized. */
  live: z.number().int(),
  /** Every race finalized, within the 24-hour audit period. */
  unofficial: z.number().int(),
  /** The audit period is over. */
  official: z.number().int(),
  cancelled: z.number().int(),
  entries: z.number().int(),
});
export type DashboardContests = z.infer<typeof DashboardContestsSchema>;

export const SIGNUP_CHART_DAYS = { default: 90, min: 7, max: 366 } as const;

/** GET /admin/dashboard/signups?days: the last `days` UTC days, today included (90 unless said). */
export const SignupsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .min(SIGNUP_CHART_DAYS.min)
    .max(SIGNUP_CHART_DAYS.max)
    .catch(SIGNUP_CHART_DAYS.default)
    .default(SIGNUP_CHART_DAYS.default),
});

/** Sign-ups per UTC day, oldest first, every day present (0 when nobody signed up): the dashboard chart. */
export const SignupsPerDaySchema = z.array(
  z.object({ date: z.string().describe('YYYY-MM-DD (UTC)'), count: z.number().int() }),
);
export type SignupsPerDay = z.infer<typeof SignupsPerDaySchema>;
